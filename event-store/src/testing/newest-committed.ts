import type { SqlClient } from '../sql-client';
import { START, type GlobalPosition } from '../types';

/**
 * The newest event committed before this call, whether or not `readAll` may return it yet: the
 * position a subscription must reach to have handled everything appended so far. A test cannot
 * wait on `headPosition()` for that: while any transaction is open (a lease renewal, another
 * worker's batch) it stays below that transaction and can still name an older event, or START.
 */
export async function newestCommitted(client: SqlClient): Promise<GlobalPosition> {
  const rows = await client.query<{ transaction_id: string; sequence: string }>(
    `select transaction_id::text as transaction_id, sequence::text as sequence
     from es_events order by transaction_id desc, sequence desc limit 1`,
  );
  const row = rows[0];
  return row
    ? { transactionId: BigInt(row.transaction_id), sequence: BigInt(row.sequence) }
    : START;
}
