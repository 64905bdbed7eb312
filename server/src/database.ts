import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { ERASED, PERSONAL_DATA } from '@fairwrench/contracts';
import {
  DataKeyStore,
  parseMasterKey,
  PersonalDataCodec,
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
  /** The owners' data keys: erasure destroys one (ADR 024). */
  readonly dataKeys: DataKeyStore;
  /** Where subscriptions read and keep their checkpoints: their own pool on PostgreSQL. */
  readonly subscriptions: { readonly client: SqlClient; readonly store: SqlEventStore };
  /**
   * Who this process is when it holds a worker lease (ADR 033): unique per process on
   * PostgreSQL; one fixed name on PGlite, whose single process takes its leases back at once
   * after a crash instead of waiting for them to expire.
   */
  readonly workerId: string;
  /** Starts waking local subscribers when another process appends (PostgreSQL only). */
  listenToOtherProcesses(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
  /** The DATA_KEYS_MASTER_KEY setting: base64 of 32 bytes. */
  readonly dataKeysMasterKey?: string | undefined;
  /**
   * WORKER_LEASE_TTL_MS (ADR 033): PostgreSQL ends a subscription's transaction left idle
   * this long, so a paused worker's locks do not hold up the standby that took its lease.
   */
  readonly leaseTtlMs?: number | undefined;
}

/**
 * The event store's personal-data codec: the fields `PERSONAL_DATA` names are sealed with
 * their owner's data key (ADR 024).
 */
export function personalDataCodec(
  client: SqlClient,
  masterKey?: string,
): { codec: PersonalDataCodec; dataKeys: DataKeyStore } {
  const dataKeys = new DataKeyStore(client, {
    masterKey: masterKey === undefined ? undefined : parseMasterKey(masterKey),
  });
  return { codec: new PersonalDataCodec(PERSONAL_DATA, dataKeys, ERASED), dataKeys };
}

/** WORKER_LEASE_TTL_MS's default: a standby takes over within about 10 to 14 s (ADR 033). */
export const DEFAULT_LEASE_TTL_MS = 10_000;

/** The worker id of the embedded database's one process. */
export const EMBEDDED = 'embedded';

/** PostgreSQL when a URL is given, otherwise PGlite in `<dataDir>/pgdata`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options);
  const directory = join(options.dataDir, 'pgdata');
  await mkdir(directory, { recursive: true });
  const client = await PgliteSqlClient.open(directory);
  const { codec, dataKeys } = personalDataCodec(client, options.dataKeysMasterKey);
  const store = new SqlEventStore(client, { codec });
  return {
    client,
    store,
    dataKeys,
    subscriptions: { client, store },
    workerId: EMBEDDED,
    listenToOtherProcesses: async () => undefined, // PGlite has no other processes
    close: () => client.end(),
  };
}

function openPostgres(options: DatabaseOptions): Database {
  const connectionString = options.databaseUrl;
  const client = new PgSqlClient({ connectionString });
  const notifier = new PgAppendNotifier(client);
  const { codec, dataKeys } = personalDataCodec(client, options.dataKeysMasterKey);
  const store = new SqlEventStore(client, { afterAppend: () => notifier.ping(), codec });
  const subscriptionClient = new PgSqlClient({
    connectionString,
    max: 4,
    idle_in_transaction_session_timeout: options.leaseTtlMs ?? DEFAULT_LEASE_TTL_MS,
  });
  const reader = readerFor(store, subscriptionClient);
  let unlisten: (() => Promise<void>) | undefined;
  return {
    client,
    store,
    dataKeys,
    subscriptions: { client: subscriptionClient, store: reader },
    // The pid for people reading worker_leases; the random part because in a container it is 1.
    workerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
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
