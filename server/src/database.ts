import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { SettingsError, type ReadinessCheck, type Settings } from '@fairwrench/api';
import { ERASED, PERSONAL_DATA } from '@fairwrench/contracts';
import { DEFAULT_LEASE_TTL_MS, EMBEDDED } from '@fairwrench/workers';
import {
  DataKeyStore,
  EventStoreDbEventStore,
  parseMasterKey,
  PersonalDataCodec,
  PgAppendNotifier,
  PgliteSqlClient,
  PgSqlClient,
  SqlEventStore,
  listenForAppends,
  logSubscriptionLag,
  readerFor,
  type EventStore,
  type SqlClient,
  type SubscriptionLag,
} from '@fairwrench/event-store';

export interface Database {
  /** The SQL database: read models, checkpoints, leases, data keys, and the log unless below. */
  readonly client: SqlClient;
  /** The event log: in the SQL database, or in EventStoreDB (EVENTSTORE_URL, ADR 035). */
  readonly store: EventStore;
  /** The owners' data keys: erasure destroys one (ADR 024). */
  readonly dataKeys: DataKeyStore;
  /** Where subscriptions read and keep their checkpoints: their own pool on PostgreSQL. */
  readonly subscriptions: { readonly client: SqlClient; readonly store: EventStore };
  /** What /health/ready checks besides the SQL database: EventStoreDB where the log is there. */
  readonly readiness: readonly ReadinessCheck[];
  /** Subscriptions' lag where the log is outside SQL (EventStoreDB); else counted in SQL. */
  readonly measureLag?: (subscriptionIds: readonly string[]) => Promise<SubscriptionLag[]>;
  /**
   * Who this process is when it holds a worker lease (ADR 033): unique per process on
   * PostgreSQL; one fixed name on PGlite, whose single process takes its leases back at once
   * after a crash instead of waiting for them to expire.
   */
  readonly workerId: string;
  /** Starts waking local subscribers when another process appends (not on PGlite alone). */
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
  /**
   * EVENTSTORE_URL (ADR 035): the log lives in EventStoreDB, everything else in the SQL
   * database above.
   */
  readonly eventStoreUrl?: string | undefined;
}

/** The databases the settings name. */
export function databaseOptions(settings: Settings): DatabaseOptions {
  return {
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
    dataKeysMasterKey: settings.DATA_KEYS_MASTER_KEY,
    leaseTtlMs: settings.WORKER_LEASE_TTL_MS,
    eventStoreUrl: settings.EVENTSTORE_URL,
  };
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

/**
 * PostgreSQL when a URL is given, otherwise PGlite in `<dataDir>/pgdata`; the log in the same
 * database, or in EventStoreDB when `eventStoreUrl` names a server.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const sql = options.databaseUrl ? openPostgres(options) : await openEmbedded(options);
  try {
    await refuseToMoveTheLog(sql.client, options.eventStoreUrl !== undefined);
    if (!options.eventStoreUrl) return sql;
    const codec = sql.store.codec;
    return withLogIn(sql, await EventStoreDbEventStore.connect(options.eventStoreUrl, { codec }));
  } catch (error) {
    await sql.close();
    throw error;
  }
}

/**
 * Where the log lives is chosen once (ADR 035): a database whose SQL log holds events cannot
 * switch to EventStoreDB, and one whose checkpoints point past an empty SQL log was kept with
 * its log in EventStoreDB. Either way the process would start on the wrong log.
 */
async function refuseToMoveTheLog(client: SqlClient, inEventStoreDb: boolean): Promise<void> {
  const [tables] = await client.query<{ events: boolean; checkpoints: boolean }>(
    `select to_regclass('es_events') is not null as events,
            to_regclass('es_checkpoints') is not null as checkpoints`,
  );
  if (!tables?.events || !tables.checkpoints) return;
  const [found] = await client.query<{ events: boolean; checkpoints: boolean }>(
    `select exists (select 1 from es_events) as events,
            exists (select 1 from es_checkpoints where sequence > 0) as checkpoints`,
  );
  if (inEventStoreDb && found?.events) {
    throw new SettingsError(
      'Invalid settings:\n  EVENTSTORE_URL: this database already holds its event log in SQL; ' +
        'the log cannot move to EventStoreDB (ADR 035)',
    );
  }
  if (!inEventStoreDb && !found?.events && found?.checkpoints) {
    throw new SettingsError(
      'Invalid settings:\n  EVENTSTORE_URL: required, this database keeps read models of a log ' +
        'in EventStoreDB (ADR 035)',
    );
  }
}

/**
 * `sql` with its log in EventStoreDB (ADR 035): commands append there and subscriptions read
 * `$all` from there, woken by a live subscription to it; checkpoints, leases, read models and
 * the data keys that seal personal data stay in the SQL database.
 */
export function withLogIn(sql: Database, store: EventStoreDbEventStore): Database {
  let unfollow: (() => Promise<void>) | undefined;
  return {
    ...sql,
    store,
    subscriptions: { client: sql.subscriptions.client, store },
    readiness: [
      ...sql.readiness,
      { name: 'event store', check: async () => void (await store.headPosition()) },
    ],
    measureLag: (ids) => logSubscriptionLag(store, sql.subscriptions.client, ids),
    // Should the live subscription fail, subscribers still poll the log every 250 ms.
    listenToOtherProcesses: async () => {
      unfollow ??= store.followAppends();
    },
    close: async () => {
      try {
        await unfollow?.();
      } finally {
        try {
          await store.close();
        } finally {
          await sql.close();
        }
      }
    },
  };
}

type SqlDatabase = Database & { readonly store: SqlEventStore };

async function openEmbedded(options: DatabaseOptions): Promise<SqlDatabase> {
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
    readiness: [],
    workerId: EMBEDDED,
    listenToOtherProcesses: async () => undefined, // PGlite has no other processes
    close: () => client.end(),
  };
}

function openPostgres(options: DatabaseOptions): SqlDatabase {
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
    readiness: [],
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
