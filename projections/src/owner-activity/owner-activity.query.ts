import type { SqlClient } from '@fairwrench/event-store';
import { ownerActivityTable } from './owner-activity.table';

/**
 * Owners not erased whose last step is older than `before`: those the retention period has
 * run out for (docs/privacy.md), longest gone first.
 */
export async function inactiveOwners(
  sql: SqlClient,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await sql.query<{ user_id: string }>(
    `select user_id::text from ${ownerActivityTable}
     where not erased and last_seen_at < $1
     order by last_seen_at limit $2`,
    [before.toISOString(), limit],
  );
  return rows.map((row) => row.user_id);
}
