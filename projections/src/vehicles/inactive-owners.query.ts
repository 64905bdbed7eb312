import { ERASED } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { issuesTable } from '../issues/issues.table';
import { managedRepairsTable } from '../managed-repairs/managed-repairs.table';
import { vehiclesTable } from './vehicles.table';

/**
 * Owners not erased whose last recorded step (a vehicle, an issue, a booking) is older than
 * `before`: those the retention period has run out for (docs/privacy.md), oldest first.
 */
export async function inactiveOwners(
  sql: SqlClient,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await sql.query<{ user_id: string }>(
    `with activity as (
       select user_id, registered_at as at from ${vehiclesTable} where owner->>'email' <> $3
       union all select user_id, submitted_at from ${issuesTable}
       union all select user_id, coalesce(scheduled_at, requested_at) from ${managedRepairsTable}
     )
     select user_id::text from activity
     where user_id in (select user_id from ${vehiclesTable} where owner->>'email' <> $3)
     group by user_id
     having max(at) < $1
     order by max(at)
     limit $2`,
    [before.toISOString(), limit, ERASED],
  );
  return rows.map((row) => row.user_id);
}
