import type { Notification } from 'pg';
import type { PgSqlClient } from './pg-client';

const CHANNEL = 'es_appended';

/**
 * Tells other processes that events were appended. NOTIFY runs in its own statement
 * after the append commits, never inside the append's transaction: a NOTIFY in that
 * transaction would take Postgres' global notification lock at commit and serialise
 * every writer. Pings are coalesced: at most one in flight, one more queued.
 */
export class PgAppendNotifier {
  private inFlight = false;
  private queued = false;

  constructor(private readonly client: PgSqlClient) {}

  ping(): void {
    if (this.inFlight) {
      this.queued = true;
      return;
    }
    this.inFlight = true;
    this.client
      .query(`select pg_notify('${CHANNEL}', '')`)
      .catch(() => undefined) // a lost ping only delays readers until their next poll
      .finally(() => {
        this.inFlight = false;
        if (this.queued) {
          this.queued = false;
          this.ping();
        }
      });
  }
}

/** Calls `onAppended` whenever any process pings. Returns a function that stops listening. */
export async function listenForAppends(
  client: PgSqlClient,
  onAppended: () => void,
): Promise<() => Promise<void>> {
  const connection = await client.pool.connect();
  const handler = (message: Notification): void => {
    if (message.channel === CHANNEL) onAppended();
  };
  connection.on('notification', handler);
  await connection.query(`listen ${CHANNEL}`);
  return async () => {
    connection.off('notification', handler);
    await connection.query(`unlisten ${CHANNEL}`).catch(() => undefined);
    connection.release();
  };
}
