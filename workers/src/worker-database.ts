import type { DataKeyStore, EventStore, SqlClient } from '@fairwrench/event-store';

/** What the background work runs on: the server's database (`server/src/database.ts`). */
export interface WorkerDatabase {
  /** The SQL database: read models, checkpoints, leases, data keys. */
  readonly client: SqlClient;
  /** The event log commands append to. */
  readonly store: EventStore;
  readonly dataKeys: DataKeyStore;
  /** Where subscriptions read and keep their checkpoints. */
  readonly subscriptions: { readonly client: SqlClient; readonly store: EventStore };
  /** Who this process is when it holds a lease (ADR 033). */
  readonly workerId: string;
}
