import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  PgAppendNotifier,
  PgliteSqlClient,
  PgSqlClient,
  SqlEventStore,
  listenForAppends,
  readerFor,
  type SqlClient,
} from '@fairwrench/event-store';

export interface Database {
  readonly client: SqlClient;
  readonly store: SqlEventStore;
  /** Where subscriptions read and keep their checkpoints: their own pool on PostgreSQL. */
  readonly subscriptions: { readonly client: SqlClient; readonly store: SqlEventStore };
  /** Starts waking local subscribers when another process appends (PostgreSQL only). */
  listenToOtherProcesses(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise PGlite in `<dataDir>/pgdata`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const directory = join(options.dataDir, 'pgdata');
  await mkdir(directory, { recursive: true });
  const client = await PgliteSqlClient.open(directory);
  const store = new SqlEventStore(client);
  return {
    client,
    store,
    subscriptions: { client, store },
    listenToOtherProcesses: async () => undefined, // PGlite has no other processes
    close: () => client.end(),
  };
}

function openPostgres(connectionString: string): Database {
  const client = new PgSqlClient({ connectionString });
  const notifier = new PgAppendNotifier(client);
  const store = new SqlEventStore(client, { afterAppend: () => notifier.ping() });
  const subscriptionClient = new PgSqlClient({ connectionString, max: 4 });
  const reader = readerFor(store, subscriptionClient);
  let unlisten: (() => Promise<void>) | undefined;
  return {
    client,
    store,
    subscriptions: { client: subscriptionClient, store: reader },
    listenToOtherProcesses: async () => {
      unlisten ??= await listenForAppends(client, () => reader.wakeLocalSubscribers());
    },
    close: async () => {
      await unlisten?.();
      await client.end();
      await subscriptionClient.end();
    },
  };
}
