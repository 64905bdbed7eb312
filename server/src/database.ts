import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  PgAppendNotifier,
  PgliteSqlClient,
  PgSqlClient,
  SqlEventStore,
  listenForAppends,
  type SqlClient,
} from '@fairwrench/event-store';

export interface Database {
  readonly client: SqlClient;
  readonly store: SqlEventStore;
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
  return {
    client,
    store: new SqlEventStore(client),
    listenToOtherProcesses: async () => undefined, // PGlite has no other processes
    close: () => client.end(),
  };
}

function openPostgres(connectionString: string): Database {
  const client = new PgSqlClient({ connectionString });
  const notifier = new PgAppendNotifier(client);
  const store = new SqlEventStore(client, { afterAppend: () => notifier.ping() });
  let unlisten: (() => Promise<void>) | undefined;
  return {
    client,
    store,
    listenToOtherProcesses: async () => {
      unlisten ??= await listenForAppends(client, () => store.wakeLocalSubscribers());
    },
    close: async () => {
      await unlisten?.();
      await client.end();
    },
  };
}
