import type { SqlClient } from './sql-client';
import { START, type EventStore, type GlobalPosition } from './types';

/** How far a subscription's checkpoint is behind the head of the log. */
export interface SubscriptionLag {
  readonly subscriptionId: string;
  /** Events readers can see after the checkpoint. */
  readonly events: number;
  /** Age of the oldest of those events; 0 when there is none. */
  readonly seconds: number;
}

/**
 * The lag of each named subscription and of every other one with a checkpoint, in one query
 * (a metrics scrape runs it). A subscription without a checkpoint is behind the whole log.
 * Only events every reader can see count, as in `readAll`, so a caught-up subscription reads 0.
 */
export async function subscriptionLag(
  client: SqlClient,
  subscriptionIds: readonly string[],
): Promise<SubscriptionLag[]> {
  const rows = await client.query<{ subscription_id: string; events: string; seconds: number }>(
    `with subscriptions as (
       select id from unnest($1::text[]) as s(id)
       union select subscription_id from es_checkpoints
     )
     select s.id as subscription_id, count(e.sequence)::text as events,
       coalesce(extract(epoch from now() - min(e.recorded_at)), 0)::float8 as seconds
     from subscriptions s
     left join es_checkpoints c on c.subscription_id = s.id
     left join es_events e
       on (e.transaction_id, e.sequence) > (coalesce(c.transaction_id, '0'::xid8), coalesce(c.sequence, 0))
       and e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
     group by s.id
     order by s.id`,
    [subscriptionIds],
  );
  return rows.map((row) => ({
    subscriptionId: row.subscription_id,
    events: Number(row.events),
    seconds: Math.max(0, Number(row.seconds)),
  }));
}

/** How many events `logSubscriptionLag` reads after a checkpoint, at most: the count's ceiling. */
export const LAG_COUNT_CEILING = 1000;

/**
 * The same figures for a log outside the SQL database (EventStoreDB, ADR 035), read through
 * the port: checkpoints from SQL, then up to `LAG_COUNT_CEILING` events after each, so a
 * subscription further behind reads as that many. The age is the oldest unprocessed event's.
 */
export async function logSubscriptionLag(
  store: EventStore,
  client: SqlClient,
  subscriptionIds: readonly string[],
): Promise<SubscriptionLag[]> {
  const rows = await client.query<{
    subscription_id: string;
    transaction_id: string;
    sequence: string;
  }>(`select subscription_id, transaction_id::text, sequence::text from es_checkpoints`);
  const checkpoints = new Map<string, GlobalPosition>(subscriptionIds.map((id) => [id, START]));
  for (const row of rows) {
    checkpoints.set(row.subscription_id, {
      transactionId: BigInt(row.transaction_id),
      sequence: BigInt(row.sequence),
    });
  }
  const now = Date.now();
  const ids = [...checkpoints.keys()].sort();
  return Promise.all(
    ids.map(async (subscriptionId) => {
      const after = checkpoints.get(subscriptionId)!;
      const behind = await store.readAll({ after, limit: LAG_COUNT_CEILING });
      const oldest = behind[0];
      return {
        subscriptionId,
        events: behind.length,
        seconds: oldest ? Math.max(0, (now - Date.parse(oldest.recordedAt)) / 1000) : 0,
      };
    }),
  );
}
