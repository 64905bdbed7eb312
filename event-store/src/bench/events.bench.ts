/**
 * Event-store benchmark: `npm run bench:events [-- --adapters=postgres --duration-ms=5000]`.
 * Per adapter, on a fresh throwaway database: single-event appends, 100-event batches,
 * subscription catch-up, and live subscriber lag while writers run at full speed.
 * Method and results: docs/benchmarks.md.
 */
import { PgSqlClient } from '../pg-client';
import { PgAppendNotifier } from '../pg-notifications';
import { migrateEventStore } from '../schema';
import type { SqlClient } from '../sql-client';
import { readerFor, SqlEventStore } from '../sql-event-store';
import { createTestDatabase, type Adapter, type TestDatabase } from '../testing';
import { databaseFacts, machineFacts } from './machine';
import { parseOptions, type BenchOptions } from './options';
import { measureCatchUp, measureLiveLag } from './subscribers';
import { printResults, type AdapterResults } from './report';
import { runWriters } from './writers';

/** Wired as server/src/database.ts does: on PostgreSQL each append also pings NOTIFY. */
function productStore(client: SqlClient): SqlEventStore {
  if (!(client instanceof PgSqlClient)) return new SqlEventStore(client);
  const notifier = new PgAppendNotifier(client);
  return new SqlEventStore(client, { afterAppend: () => notifier.ping() });
}

/** Tops the log up to `target` events with large batches, so catch-up has a backlog to read. */
async function fillTo(store: SqlEventStore, client: SqlClient, target: number): Promise<void> {
  const rows = await client.query<{ n: string }>(`select count(*)::text as n from es_events`);
  const missing = target - Number(rows[0]?.n ?? 0);
  if (missing <= 0) return;
  const writers = 4;
  const batchSize = 500;
  await runWriters(store, {
    writers,
    batchSize,
    durationMs: 120_000, // a safety bound only: the batch count ends the fill
    warmupMs: 0,
    maxBatchesPerWriter: Math.ceil(missing / (writers * batchSize)),
    streamPrefix: 'fill',
  });
}

/** Subscribers read on their own small pool on PostgreSQL, as the product's projections do. */
function subscriberSide(database: TestDatabase, store: SqlEventStore) {
  if (!database.url) return { reader: store, readerClient: database.client, close: async () => {} };
  const readerClient = new PgSqlClient({ connectionString: database.url, max: 4 });
  return { reader: readerFor(store, readerClient), readerClient, close: () => readerClient.end() };
}

async function runPhases(
  adapter: Adapter,
  database: TestDatabase,
  options: BenchOptions,
): Promise<AdapterResults> {
  const client = database.client;
  const store = productStore(client);
  const subscribers = subscriberSide(database, store);
  try {
    return await runMeasuredPhases(adapter, client, store, subscribers, options);
  } finally {
    await subscribers.close();
  }
}

async function runMeasuredPhases(
  adapter: Adapter,
  client: SqlClient,
  store: SqlEventStore,
  { reader, readerClient }: { reader: SqlEventStore; readerClient: SqlClient },
  options: BenchOptions,
): Promise<AdapterResults> {
  // Catch-up runs first, on exactly the configured backlog; the write phases after it
  // then append to a table that already holds that many events, as a live system would.
  log(adapter, `filling to ${options.catchUpEvents[adapter]} events, then catch-up`);
  await fillTo(store, client, options.catchUpEvents[adapter]);
  const catchUp = await measureCatchUp(reader, readerClient, options.pollIntervalMs);
  const timing = { durationMs: options.durationMs, warmupMs: options.warmupMs };
  const singles = { ...timing, writers: options.singleWriters, batchSize: 1 };
  log(adapter, `single-event appends, ${options.singleWriters} writers`);
  const single = await runWriters(store, { ...singles, streamPrefix: 'single' });
  log(adapter, `${options.batchSize}-event batches, ${options.batchWriters} writers`);
  const batches = await runWriters(store, {
    ...timing,
    writers: options.batchWriters,
    batchSize: options.batchSize,
    streamPrefix: 'batch',
  });
  log(adapter, `live lag, ${options.singleWriters} writers`);
  const liveSpec = { ...singles, streamPrefix: 'live' };
  const live = await measureLiveLag(store, reader, readerClient, liveSpec, options.pollIntervalMs);
  return { adapter, database: await databaseFacts(client), single, batches, catchUp, live };
}

function log(adapter: Adapter, phase: string): void {
  console.error(`[${adapter}] ${phase}...`);
}

async function benchAdapter(adapter: Adapter, options: BenchOptions): Promise<AdapterResults> {
  const database = await createTestDatabase(adapter);
  try {
    await migrateEventStore(database.client);
    return await runPhases(adapter, database, options);
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  console.log('Event store benchmark');
  for (const fact of machineFacts()) console.log(`  ${fact}`);
  console.log(
    `  ${options.durationMs} ms per timed phase after ${options.warmupMs} ms warm-up; ` +
      `subscription pollIntervalMs=${options.pollIntervalMs}, batchSize=500 (default)`,
  );
  for (const adapter of options.adapters) {
    printResults(await benchAdapter(adapter, options), options);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
