import type { SqlClient } from './sql-client';
import { START, type GlobalPosition } from './types';

export async function loadCheckpoint(
  client: SqlClient,
  subscriptionId: string,
): Promise<GlobalPosition> {
  const rows = await client.query<{ transaction_id: string; sequence: string }>(
    `select transaction_id::text, sequence::text from es_checkpoints where subscription_id = $1`,
    [subscriptionId],
  );
  const row = rows[0];
  return row
    ? { transactionId: BigInt(row.transaction_id), sequence: BigInt(row.sequence) }
    : START;
}

/**
 * Moves the checkpoint forward, never back. Returns false if another runner of the
 * same subscription already stored a position at or past this one: the caller's
 * transaction then holds work that was already done and must roll back.
 */
export async function storeCheckpoint(
  client: SqlClient,
  subscriptionId: string,
  position: GlobalPosition,
): Promise<boolean> {
  const rows = await client.query(
    `insert into es_checkpoints as c (subscription_id, transaction_id, sequence, updated_at)
     values ($1, $2::xid8, $3::bigint, now())
     on conflict (subscription_id) do update
       set transaction_id = excluded.transaction_id, sequence = excluded.sequence, updated_at = now()
       where (c.transaction_id, c.sequence) < (excluded.transaction_id, excluded.sequence)
     returning 1`,
    [subscriptionId, position.transactionId.toString(), position.sequence.toString()],
    'es_store_checkpoint',
  );
  return rows.length === 1;
}

export async function resetCheckpoint(client: SqlClient, subscriptionId: string): Promise<void> {
  await client.query(`delete from es_checkpoints where subscription_id = $1`, [subscriptionId]);
}

/**
 * Polls until every named subscription's checkpoint is at or past `position`, or the
 * deadline passes. For processes that do not run the subscriptions themselves.
 */
export async function waitForCheckpoints(
  client: SqlClient,
  subscriptionIds: readonly string[],
  position: GlobalPosition,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let delay = 2;
  for (;;) {
    const rows = await client.query<{ behind: string }>(
      `select count(*)::text as behind from unnest($1::text[]) as s(id)
       left join es_checkpoints c on c.subscription_id = s.id
       where c.subscription_id is null or (c.transaction_id, c.sequence) < ($2::xid8, $3::bigint)`,
      [subscriptionIds, position.transactionId.toString(), position.sequence.toString()],
    );
    if (rows[0]?.behind === '0') return true;
    if (Date.now() + delay > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 25);
  }
}
