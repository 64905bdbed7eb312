import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventOfType } from '@fairwrench/contracts';
import {
  createTestDatabase,
  testAdapters,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { allProjections, ProjectionRunner } from '@fairwrench/projections';
import { auditVehicleInserts, vehicleInsertCounts } from '@fairwrench/projections/testing';
import { openDatabase, type Database } from './database';
import { gauge } from './testing/metrics-scrape';
import {
  explainWorkers,
  startLiveWorkers,
  until,
  workerHolding,
  type WorkerProcess,
} from './testing/worker-processes';

/**
 * Issue 15, item 2: three worker processes (`projections-main.js`, as deployed) on one
 * PostgreSQL; each subscription runs in one of them. Events are appended without pause while
 * the holder of the `vehicles` lease is killed with SIGKILL, then the next one is paused with
 * SIGSTOP past its lease and resumed: each time a standby takes over from the checkpoint, the
 * paused one cannot write when it resumes, and every event reaches the read model exactly once. A trigger counts each
 * committed insert attempt into the read model, replays included (a BEFORE INSERT trigger
 * fires even when `on conflict do nothing` then skips the row).
 */
jest.setTimeout(120_000);

const onPostgres = testAdapters().includes('postgres') ? describe : describe.skip;
const TTL_MS = 2000;
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';
/** The leases a worker takes without a broker (no forwarder) and with retention off. */
const LEASES = [...allProjections.map((p) => p.subscriptionId), 'lead-policy', 'mail'];

function vehicleRegistered(): EventOfType<'VehicleRegistered'> {
  const now = new Date().toISOString();
  return {
    type: 'VehicleRegistered',
    schemaVersion: 1,
    data: {
      userId: randomUUID(),
      vehicleId: randomUUID(),
      owner: { name: 'Ana Lima', email: 'ana@example.com', zipCode: '10001' },
      vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', mileage: 42_000 },
      termsConsent: { version: '2026-11-01', acceptedAt: now },
    },
    metadata: {
      eventId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: now,
    },
  };
}

onPostgres('single-active workers with takeover (PostgreSQL, real processes)', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let dataDir: string;
  const workers: WorkerProcess[] = [];
  let appending = true;
  let appended = 0;
  let appender: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    database = await openDatabase({ databaseUrl: testDatabase.url!, dataDir: '/nonexistent' });
    const { store, client } = database.subscriptions;
    await new ProjectionRunner(store, client, allProjections).migrate();
    await auditVehicleInserts(database.client);
    dataDir = await mkdtemp(join(tmpdir(), 'fw-takeover-'));
  });
  afterAll(async () => {
    appending = false;
    await appender;
    await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
    await database.close();
    await testDatabase.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const sql = <Row>(text: string, params?: unknown[]) => database.client.query<Row>(text, params);
  const lease = async (name: string) =>
    (
      await sql<{ holder: string; token: string }>(
        `select holder, token::text from worker_leases where name = $1 and expires_at > now()`,
        [name],
      )
    )[0];
  const applied = async () => (await vehicleInsertCounts(database.client)).rows;
  const holderOf = (holder: string) => workerHolding(workers, holder);
  const explain = () => explainWorkers(workers);

  /** Appends one vehicle at a time on three connections, until told to stop. */
  function appendUntilStopped(): Promise<void> {
    const one = async (): Promise<void> => {
      while (appending) {
        const event = vehicleRegistered();
        await database.store.appendToStream(
          `vehicle-${event.data.vehicleId}`,
          [event],
          'no_stream',
        );
        appended++;
      }
    };
    return Promise.all([one(), one(), one()]).then(() => undefined);
  }

  const env = () => ({
    DATABASE_URL: testDatabase.url!,
    DATA_DIR: dataDir,
    WORKER_LEASE_TTL_MS: String(TTL_MS),
    METRICS_TOKEN,
    RETENTION_DAYS: '0',
    LOG_LEVEL: 'info',
  });
  it('moves each subscription to a standby within seconds of a kill -9 or a pause, applying every event once', async () => {
    await startLiveWorkers(3, env(), workers);

    appender = appendUntilStopped();
    const takeovers: { signal: string; takeoverMs: number; resumedMs: number }[] = [];
    // A crash, then a pause (a frozen VM): the paused holder resumes after losing its leases.
    for (const signal of ['SIGKILL', 'SIGSTOP'] as const) {
      const before = await applied();
      await until(
        'the read model moving under load',
        async () => (await applied()) >= before + 100,
      );
      // Under load a renewal can land just after expiry: wait for a holder, not one read.
      const held = await until('a worker holding the vehicles lease', () => lease('vehicles'));
      const victim = holderOf(held.holder)!;
      const stoppedAt = Date.now();
      if (signal === 'SIGKILL') await victim.stop('SIGKILL');
      else victim.child.kill('SIGSTOP');
      const atStop = await applied();

      const next = await until(
        'a standby taking the vehicles lease',
        async () => {
          const now = await lease('vehicles');
          return now && BigInt(now.token) > BigInt(held.token) ? now : undefined;
        },
        5 * TTL_MS,
      ).catch((error: Error) => Promise.reject(new Error(`${error.message}\n${explain()}`)));
      const takeoverMs = Date.now() - stoppedAt;
      expect(next.holder).not.toBe(held.holder);
      expect(holderOf(next.holder)?.alive).toBe(true);
      await until('the new holder applying events', async () => (await applied()) > atStop);
      takeovers.push({ signal, takeoverMs, resumedMs: Date.now() - stoppedAt });
      // Every lease the stopped process held moves too, not just the one watched.
      await until('no lease left with the stopped process', async () => {
        const rows = await sql(
          `select 1 from worker_leases where holder like $1 and expires_at > now()`,
          [`%:${victim.pid}:%`],
        );
        return rows.length === 0;
      });
      if (signal === 'SIGSTOP') {
        victim.child.kill('SIGCONT');
        await until('the resumed holder standing by', async () =>
          victim.log
            .join('')
            .split('\n')
            .some((line) => line.includes('"lease":"vehicles"') && line.includes('lease lost')),
        );
        expect(victim.alive).toBe(true);
      }
    }
    appending = false;
    await appender;
    console.info(`takeovers (TTL ${TTL_MS} ms): ${JSON.stringify(takeovers)}; ${appended} events`);
    for (const { takeoverMs } of takeovers) expect(takeoverMs).toBeLessThan(2 * TTL_MS);

    // Not "the checkpoint reached the head": readers see the log up to the oldest transaction
    // running anywhere on the server (ADR 002), which another session can hold back a while.
    await until(
      'every appended event in the read model',
      async () => (await applied()) >= appended,
      60_000,
    );
    const [parked] = await sql<{ n: string; error: string | null }>(
      `select count(*)::text as n, min(error) as error from parked_events`,
    );
    expect({ ...(await vehicleInsertCounts(database.client)), parked }).toEqual({
      rows: appended,
      attempts: appended,
      vehicles: appended,
      parked: { n: '0', error: null },
    });
  });

  it('reports 1 in fairwrench_worker_lease_held where a subscription runs, 0 elsewhere', async () => {
    const live = workers.filter((worker) => worker.alive);
    const scrape = async (worker: WorkerProcess) =>
      (await worker.get('/metrics', METRICS_TOKEN)) ?? '';
    /** Per lease, each live worker's gauge and whether the table says it holds the lease. */
    const values = async () => {
      const texts = await Promise.all(live.map(scrape));
      const rows = await sql<{ name: string; holder: string }>(
        `select name, holder from worker_leases where expires_at > now()`,
      );
      const holders = new Map(rows.map((row) => [row.name, holderOf(row.holder)]));
      return LEASES.map((name) => ({
        name,
        gauges: texts.map((text) => gauge(text, 'fairwrench_worker_lease_held', name)),
        held: live.map((worker) => (holders.get(name) === worker ? 1 : 0)),
      }));
    };
    // The resumed worker learns it lost each lease at its next renewal, and the two share
    // the leases (ADR 040): wait on the gauges agreeing with the table, not a time.
    await until('the gauges settled', async () =>
      (await values()).every(
        ({ gauges, held }) =>
          held.filter(Boolean).length === 1 && gauges.every((value, i) => value === held[i]),
      ),
    ).catch(async () => expect(await values()).toEqual([]));
  });

  it('hands its leases over on SIGTERM at once, without waiting for them to expire', async () => {
    const held = await until('a worker holding the vehicles lease', () => lease('vehicles'));
    const holder = holderOf(held.holder)!;
    // The other live worker, holding its own share: it takes the rest once alone.
    const [standby] = workers.filter((worker) => worker.alive && worker !== holder);
    const stoppedAt = Date.now();
    expect(await holder!.stop('SIGTERM')).toBe(0);
    await until(
      'the standby holding every lease',
      async () => {
        const rows = await sql<{ n: string }>(
          `select count(*)::text as n from worker_leases where holder like $1 and expires_at > now()`,
          [`%:${standby!.pid}:%`],
        );
        return rows[0]!.n === String(LEASES.length);
      },
      TTL_MS, // less than the lease's time to live: it was let go, not left to expire
    );
    console.info(`handover on SIGTERM: ${Date.now() - stoppedAt} ms`);
    expect(await standby!.stop('SIGTERM')).toBe(0);
    expect(await sql(`select name from worker_leases where expires_at > now()`)).toEqual([]);
    // Each left the roster (the killed one's row has expired).
    expect(await sql(`select holder from worker_roster where expires_at > now()`)).toEqual([]);
  });
});
