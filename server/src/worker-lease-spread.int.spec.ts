import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createTestDatabase,
  testAdapters,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { allProjections, ProjectionRunner } from '@fairwrench/projections';
import { openDatabase, type Database } from './database';
import {
  explainWorkers,
  startLiveWorkers,
  until,
  workerHolding,
  type WorkerProcess,
} from './testing/worker-processes';

/**
 * Issue 28, item 7 (ADR 040): worker processes (`projections-main.js`, as deployed) share
 * the leases, each about ceil(leases / live workers), and share them again when one joins,
 * stops (SIGTERM) or dies (SIGKILL). Each figure is from the moment the change began (the new
 * worker spawned, its boot included; the SIGKILL sent; the SIGTERMed worker's exit, its
 * shutdown timed apart) to the spread seen in worker_leases.
 */
jest.setTimeout(120_000);

const onPostgres = testAdapters().includes('postgres') ? describe : describe.skip;
const TTL_MS = 2000;
/** The leases a worker takes without a broker (no forwarder) and with retention off. */
const LEASES = [...allProjections.map((p) => p.subscriptionId), 'lead-policy', 'mail'];

onPostgres('leases spread over the live workers (PostgreSQL, real processes)', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let dataDir: string;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    database = await openDatabase({ databaseUrl: testDatabase.url!, dataDir: '/nonexistent' });
    const { store, client } = database.subscriptions;
    await new ProjectionRunner(store, client, allProjections).migrate();
    dataDir = await mkdtemp(join(tmpdir(), 'fw-spread-'));
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
    await database.close();
    await testDatabase.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const env = () => ({
    DATABASE_URL: testDatabase.url!,
    DATA_DIR: dataDir,
    WORKER_LEASE_TTL_MS: String(TTL_MS),
    RETENTION_DAYS: '0',
    LOG_LEVEL: 'info',
  });

  /** How many unexpired leases each live worker holds, in start order. */
  async function spread(): Promise<number[]> {
    const rows = await database.client.query<{ holder: string }>(
      `select holder from worker_leases where expires_at > now()`,
    );
    const live = workers.filter((worker) => worker.alive);
    return live.map(
      (worker) => rows.filter((row) => workerHolding(live, row.holder) === worker).length,
    );
  }

  /** Waits for the leases to be spread as `expected` (in any order); the time it took. */
  async function spreadAs(what: string, expected: number[], since: number): Promise<number> {
    const sorted = (counts: number[]) => [...counts].sort((a, b) => b - a).join('/');
    await until(
      `${what}: leases spread ${sorted(expected)}`,
      async () => sorted(await spread()) === sorted(expected),
      5 * TTL_MS,
    ).catch(async (error: Error) =>
      Promise.reject(
        new Error(`${error.message}, seen ${sorted(await spread())}\n${explainWorkers(workers)}`),
      ),
    );
    return Date.now() - since;
  }

  it('gives each live worker its share, and shares again on a join, a stop and a crash', async () => {
    const figures: Record<string, number> = {};
    await startLiveWorkers(1, env(), workers);
    figures.first = await spreadAs('one worker', [LEASES.length], Date.now());

    let since = Date.now();
    await startLiveWorkers(1, env(), workers);
    figures.join2 = await spreadAs('a second worker joined', [5, 5], since);

    since = Date.now();
    const [third] = await startLiveWorkers(1, env(), workers);
    figures.join3 = await spreadAs('a third worker joined', [4, 4, 2], since);

    since = Date.now();
    expect(await third!.stop('SIGTERM')).toBe(0); // it finishes its batches, lets its leases go
    figures.shutdown = Date.now() - since;
    figures.stop = await spreadAs('the third stopped', [5, 5], Date.now());

    since = Date.now();
    await workers[0]!.stop('SIGKILL');
    figures.crash = await spreadAs('the first was killed', [LEASES.length], since);

    console.info(
      `lease spread (TTL ${TTL_MS} ms, ${LEASES.length} leases), ms to settle: ${JSON.stringify(figures)}`,
    );
    // Let go on a stop, so taken before it would expire; after a crash, within the lease
    // plus a heartbeat.
    expect(figures.stop).toBeLessThan(TTL_MS);
    expect(figures.crash).toBeLessThan(2 * TTL_MS);
  });
});
