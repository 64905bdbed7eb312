/**
 * `npm run chaos`: the production topology on loopback, under the owners' flow load of
 * bench:flow, while its parts are killed (kill -9) and restarted in turn: an API instance,
 * the active worker, a Kafka broker. Then it checks what an operator must be able to trust:
 * every write the product acknowledged reads back; every read model equals a rebuild from the
 * log; every lead shared reached its partner's topic, exactly once after de-duplication on
 * the event id. Prints the figures (docs/benchmarks.md) and exits 1 on any loss.
 *
 * Two API instances and two workers (server/dist), PostgreSQL (TEST_DATABASE_URL's server, a
 * database of its own), three KRaft brokers (deploy/kafka/cluster.sh, ports 19592-19597).
 * Options (env): CHAOS_OWNERS (8 concurrent owners), CHAOS_SECONDS (60 s of load).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { grantPartnerAccess, seedDemoShops } from '@fairwrench/api';
import { partnerPrincipal, partnerTopic } from '@fairwrench/contracts';
import {
  migrateEventStore,
  waitForCheckpoints,
  type GlobalPosition,
} from '@fairwrench/event-store';
import { createTestDatabase } from '@fairwrench/event-store/testing';
import {
  allProjections,
  ProjectionRunner,
  readModelSnapshot,
  resetProjection,
  snapshotDifferences,
} from '@fairwrench/projections';
import { KafkaPartnerAccess } from '@fairwrench/workers';
import { EVERYWHERE, findShopsInBox } from '@fairwrench/projections/shops/shops.query';
import {
  readAsPartner,
  startTestCluster,
  type NodeId,
  type TestCluster,
} from '@fairwrench/workers/testing';
import { runFlow, type FlowProgress } from '../bench/flow-steps';
import { openDatabase, type Database } from '../database';
import { LOAD_TEST_RATE_LIMITS_ENV } from '../testing/load-test-limits';
import { pause, ProductProcess } from '../testing/product-process';

const OWNERS = Number(process.env.CHAOS_OWNERS ?? 8);
const SECONDS = Number(process.env.CHAOS_SECONDS ?? 60);
const CLUSTER_PORT = 19_592;
const API_PORTS = [3491, 3492] as const;
const WORKER_PORTS = [3493, 3494] as const;
const REACTORS = ['lead-policy', 'lead-forwarder'];
const SUBSCRIPTIONS = [...allProjections.map((p) => p.subscriptionId), ...REACTORS];
/** The metros of runFlow's two ZIP codes (85253, 90210): their partner shops get leads. */
const METROS = ['Phoenix, AZ', 'Los Angeles, CA'];

interface Figures {
  flows: number;
  failedFlows: number;
  acknowledgedWrites: number;
  unreadableWrites: string[];
  kills: string[];
  readModelDifferences: ReturnType<typeof snapshotDifferences>;
  readModelRows: number;
  leadsShared: number;
  leadsReceived: number;
  leadsMissing: string[];
  duplicateMessages: number;
  foreignMessages: number;
  parkedEvents: number;
}

async function main(): Promise<void> {
  const testDatabase = await createTestDatabase('postgres');
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-chaos-'));
  const cluster = await startTestCluster(CLUSTER_PORT);
  const masterKey = randomBytes(32).toString('base64');
  const database = await openDatabase({
    databaseUrl: testDatabase.url,
    dataDir,
    dataKeysMasterKey: masterKey,
  });
  const env = {
    DATABASE_URL: testDatabase.url,
    DATA_DIR: dataDir,
    DATA_KEYS_MASTER_KEY: masterKey,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PROJECTIONS: 'external',
    KAFKA_BROKERS: cluster.settings.brokers.join(','),
    KAFKA_REPLICATION_FACTOR: '3',
    KAFKA_MIN_INSYNC_REPLICAS: '2',
    WORKER_LEASE_TTL_MS: '5000',
    ...LOAD_TEST_RATE_LIMITS_ENV,
  };
  const apis = API_PORTS.map((port, i) =>
    ProductProcess.onPort(`api-${i + 1}`, 'main.js', { ...env, PORT: String(port) }, port),
  );
  const workers = WORKER_PORTS.map((port, i) =>
    ProductProcess.onPort(
      `worker-${i + 1}`,
      'projections-main.js',
      { ...env, WORKER_PORT: String(port) },
      port,
    ),
  );
  try {
    await migrateEventStore(database.client);
    const seeded = await seedDemoShops(database.store);
    for (const worker of workers) await worker.start();
    await caughtUp(database, seeded.position, ['shops']);
    const partners = await grantPartners(database, cluster);
    for (const api of apis) await api.start();

    const figures = await underLoad(apis, workers, cluster, database);
    const head = await database.store.headPosition();
    if (head && !(await caughtUp(database, head, SUBSCRIPTIONS, 180_000))) {
      throw new Error('the workers did not catch up with the log within 3 minutes');
    }
    await checkLeads(database, cluster, partners, figures);
    for (const api of apis) await api.stop();
    for (const worker of workers) await worker.stop();
    await compareWithRebuild(database, figures);
    figures.parkedEvents = Number(
      (
        await database.client.query<{ n: string }>('select count(*)::text as n from parked_events')
      )[0]?.n ?? 0,
    );
    report(figures);
  } finally {
    await Promise.allSettled([...apis, ...workers].map((each) => each.crash()));
    await database.close();
    await cluster.stop();
    await testDatabase.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function caughtUp(
  database: Database,
  position: GlobalPosition | undefined,
  ids: readonly string[],
  timeoutMs = 60_000,
): Promise<boolean> {
  if (!position) return Promise.resolve(true);
  return waitForCheckpoints(database.client, ids, position, timeoutMs);
}

/** Partner access for the partner shops of the flow's metros: their topics hold three replicas. */
async function grantPartners(
  database: Database,
  cluster: TestCluster,
): Promise<Map<string, string>> {
  const broker = new KafkaPartnerAccess(cluster.settings);
  const deps = { store: database.store, sql: database.client, broker };
  const shops = await findShopsInBox(database.client, EVERYWHERE, true);
  const passwords = new Map<string, string>();
  for (const shop of shops.filter((each) => each.partner && METROS.includes(each.metro))) {
    const granted = await grantPartnerAccess(deps, { shopId: shop.id, by: 'chaos' });
    if (granted) passwords.set(shop.id, granted.password);
  }
  const head = await database.store.headPosition();
  await caughtUp(database, head, ['partners']);
  return passwords;
}

/**
 * Owners walk the flow for SECONDS, spread over both API instances as a proxy spreads them,
 * while an API instance, the active worker and a broker are killed in turn and restarted.
 */
async function underLoad(
  apis: readonly ProductProcess[],
  workers: readonly ProductProcess[],
  cluster: TestCluster,
  database: Database,
): Promise<Figures> {
  const figures: Figures = {
    flows: 0,
    failedFlows: 0,
    acknowledgedWrites: 0,
    unreadableWrites: [],
    kills: [],
    readModelDifferences: [],
    readModelRows: 0,
    leadsShared: 0,
    leadsReceived: 0,
    leadsMissing: [],
    duplicateMessages: 0,
    foreignMessages: 0,
    parkedEvents: 0,
  };
  const bases = API_PORTS.map((port) => `http://127.0.0.1:${port}`);
  const progress: FlowProgress[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  let next = 0;
  const load = Promise.all(
    Array.from({ length: OWNERS }, async () => {
      while (Date.now() < deadline) {
        const owner: FlowProgress = {};
        progress.push(owner);
        try {
          await runFlow(bases, new Map(), next++, owner);
          figures.flows++;
        } catch {
          figures.failedFlows++;
        }
      }
    }),
  );
  const step = (SECONDS * 1000) / 4;
  await pause(step);
  await apis[0]!.crash();
  figures.kills.push(`${apis[0]!.name} (kill -9), restarted`);
  await apis[0]!.start();

  await pause(step / 2);
  const active = await activeWorker(database, workers);
  await active.crash();
  figures.kills.push(`${active.name}, the active worker (kill -9), restarted`);
  await active.start();

  await pause(step / 2);
  const [firstTopic] = [...(await partnerTopics(database))];
  const leader = (firstTopic ? (await cluster.partition(firstTopic)).leader : 1) as NodeId;
  cluster.kill(leader);
  figures.kills.push(`kafka node ${leader}, a partition leader (kill -9), restarted`);
  await pause(5_000);
  await cluster.restart();

  await load;
  for (const owner of progress) await readBack(owner, bases[1]!, figures);
  return figures;
}

/** The worker process holding the lead forwarder's lease (ADR 033). */
async function activeWorker(
  database: Database,
  workers: readonly ProductProcess[],
): Promise<ProductProcess> {
  const [row] = await database.client.query<{ holder: string }>(
    `select holder from worker_leases where name = 'lead-forwarder'`,
  );
  const pid = Number(row?.holder.split(':')[1]);
  const worker = workers.find((each) => each.pid === pid);
  if (!worker)
    throw new Error(`no running worker holds the lead forwarder's lease (${row?.holder})`);
  return worker;
}

async function partnerTopics(database: Database): Promise<Set<string>> {
  const shops = await findShopsInBox(database.client, EVERYWHERE, true);
  return new Set(
    shops
      .filter((shop) => shop.partner && METROS.includes(shop.metro))
      .map((s) => partnerTopic(s.id)),
  );
}

/** Reads back, as the owner, every write the product acknowledged to them. */
async function readBack(owner: FlowProgress, base: string, figures: Figures): Promise<void> {
  const reads: [string, string | undefined][] = [
    ['vehicle', owner.vehicleId && `/api/vehicles/${owner.vehicleId}`],
    ['issue', owner.issueId && `/api/issues/${owner.issueId}`],
    ['diagnostic', owner.diagnosticId && `/api/diagnostics/${owner.diagnosticId}`],
    [
      'managed repair',
      owner.managedRepairId && `/api/managed-repairs/by-diagnostic/${owner.diagnosticId}`,
    ],
  ];
  for (const [what, path] of reads) {
    if (!path) continue;
    figures.acknowledgedWrites++;
    const response = await fetch(new URL(path, base), { headers: { cookie: owner.cookie ?? '' } });
    const body = response.ok ? ((await response.json()) as Record<string, unknown>) : undefined;
    const scheduledLost = what === 'managed repair' && owner.scheduled && !body?.phoneNumber;
    if (!response.ok || scheduledLost) {
      figures.unreadableWrites.push(`${what} ${path}: ${response.status}`);
    }
  }
}

/** Every LeadShared event's id on its partner's topic: none missing, none foreign. */
async function checkLeads(
  database: Database,
  cluster: TestCluster,
  passwords: ReadonlyMap<string, string>,
  figures: Figures,
): Promise<void> {
  const events = await database.store.readAll({ limit: 1_000_000 });
  const expected = new Map<string, Set<string>>();
  for (const event of events) {
    if (event.type !== 'LeadShared') continue;
    const { shopId } = event.data as { shopId: string };
    if (!passwords.has(shopId)) continue;
    expected.set(shopId, (expected.get(shopId) ?? new Set()).add(event.metadata.eventId));
  }
  for (const [shopId, ids] of expected) {
    figures.leadsShared += ids.size;
    const seen = new Set<string>();
    const messages = await readAsPartner(
      cluster.settings,
      {
        shopId,
        username: partnerPrincipal(shopId),
        password: passwords.get(shopId)!,
        topic: partnerTopic(shopId),
      },
      Number.MAX_SAFE_INTEGER,
      30_000,
      (message) => {
        if (ids.has(message.eventId)) seen.add(message.eventId);
        return seen.size === ids.size;
      },
    );
    const leads = messages.filter((m) => m.headers['fairwrench-message-type'] === 'lead');
    figures.leadsReceived += new Set(leads.map((m) => m.eventId)).size;
    figures.duplicateMessages += leads.length - new Set(leads.map((m) => m.eventId)).size;
    figures.foreignMessages += leads.filter((m) => !ids.has(m.eventId)).length;
    figures.leadsMissing.push(...[...ids].filter((id) => !seen.has(id)));
  }
}

/** Snapshots the read models, rebuilds every one from the log, and compares. */
async function compareWithRebuild(database: Database, figures: Figures): Promise<void> {
  const live = await readModelSnapshot(database.client);
  figures.readModelRows = Object.values(live).reduce((sum, rows) => sum + rows.length, 0);
  const { store, client } = database.subscriptions;
  const runner = new ProjectionRunner(store, client, allProjections);
  for (const projection of allProjections) {
    await resetProjection(database.subscriptions.client, projection);
  }
  runner.start();
  const head = await database.store.headPosition();
  if (
    head &&
    !(await runner.waitFor(
      head,
      allProjections.map((p) => p.subscriptionId),
      300_000,
    ))
  ) {
    throw new Error('the rebuild did not finish within 5 minutes');
  }
  await runner.stop();
  figures.readModelDifferences = snapshotDifferences(
    live,
    await readModelSnapshot(database.client),
  );
}

function report(figures: Figures): void {
  const losses =
    figures.unreadableWrites.length +
    figures.readModelDifferences.length +
    figures.leadsMissing.length +
    figures.foreignMessages;
  console.log(`Chaos run: ${OWNERS} owners for ${SECONDS} s, two API instances, two workers,`);
  console.log('three Kafka brokers (RF 3, min ISR 2) and PostgreSQL, on loopback.');
  for (const kill of figures.kills) console.log(`  killed: ${kill}`);
  console.log(`complete flows: ${figures.flows}, cut off by a kill: ${figures.failedFlows}`);
  console.log(
    `acknowledged writes: ${figures.acknowledgedWrites}, unreadable: ${figures.unreadableWrites.length}`,
  );
  for (const line of figures.unreadableWrites.slice(0, 10)) console.log(`  ${line}`);
  console.log(
    `read-model rows: ${figures.readModelRows}, tables differing from a rebuild: ${figures.readModelDifferences.length}` +
      figures.readModelDifferences
        .map((d) => ` ${d.table} (+${d.onlyLive}/-${d.onlyRebuilt})`)
        .join(','),
  );
  console.log(
    `leads shared: ${figures.leadsShared}, on their topics: ${figures.leadsReceived}, missing: ${figures.leadsMissing.length}, ` +
      `duplicate messages (same event id): ${figures.duplicateMessages}, foreign: ${figures.foreignMessages}`,
  );
  console.log(`parked events: ${figures.parkedEvents}`);
  console.log(losses === 0 ? 'No loss.' : `LOSSES: ${losses}`);
  if (losses > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
