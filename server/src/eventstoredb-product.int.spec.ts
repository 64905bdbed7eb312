import { randomUUID } from 'node:crypto';
import { ERASED } from '@fairwrench/contracts';
import { EventStoreDbEventStore, type EventCodec } from '@fairwrench/event-store';
import { InMemoryKurrentDb, testAdapters, testEvent } from '@fairwrench/event-store/testing';
import {
  allProjections,
  ProjectionRunner,
  readModelSnapshot,
  resetProjection,
} from '@fairwrench/projections';
import request from './testing/same-origin-request';
import type { App } from 'supertest/types';
import { gauge } from './testing/metrics-scrape';
import { ownerWithIssue, sampleVehicleInfo, sendShopRequests } from './testing/owner-flow';
import {
  leadPolicyCaughtUp,
  startProductWithShops,
  type ProductUnderTest,
} from './testing/product-under-test';

/**
 * The log on the server EVENTSTORE_URL names, under a prefix of this run's own; without one,
 * on the in-memory stand-in of the client. No EventStoreDB server can run on these machines
 * (ADR 032), so here the stand-in proves the wiring of ADR 035 and the adapter's mapping under
 * the whole product, not the server itself; README "Test it" runs this against a real one.
 */
const url = process.env.EVENTSTORE_URL;
const where = url ? `EventStoreDB at ${url}` : 'the in-memory EventStoreDB stand-in';
const streamPrefix = `fw-${randomUUID().slice(0, 8)}-`;
async function eventLog(codec: EventCodec): Promise<EventStoreDbEventStore> {
  if (url) return EventStoreDbEventStore.connect(url, { codec, streamPrefix });
  return new EventStoreDbEventStore(new InMemoryKurrentDb().asClient(), { codec, streamPrefix });
}

/** The log as the server stores it, unopened: what a backup of EventStoreDB would hold. */
async function storedLog(sut: ProductUnderTest): Promise<string> {
  const sealed = new EventStoreDbEventStore((sut.database.store as EventStoreDbEventStore).client, {
    streamPrefix,
  });
  return JSON.stringify(await sealed.readAll({ limit: 100_000 }), (_, value: unknown) =>
    typeof value === 'bigint' ? String(value) : value,
  );
}

const [adapter] = testAdapters();
const metricsToken = randomUUID() + randomUUID();

/** A subscription's lag gauges, as GET /metrics reports them. */
async function lagOf(http: App, subscription: string) {
  const scrape = await request(http)
    .get('/metrics')
    .set('Authorization', `Bearer ${metricsToken}`)
    .expect(200);
  return {
    events: gauge(scrape.text, 'fairwrench_subscription_lag_events', subscription),
    seconds: gauge(scrape.text, 'fairwrench_subscription_lag_seconds', subscription),
  };
}

describe(`the product with its log in ${where} (read models on ${adapter})`, () => {
  let sut: ProductUnderTest;
  let http: App;

  beforeAll(async () => {
    if (!url) console.warn(`The product's EventStoreDB spec runs on ${where}.`);
    sut = await startProductWithShops(adapter!, { eventLog, metricsToken });
    http = sut.product.app.getHttpServer() as App;
  });
  afterAll(() => sut?.close());

  it('records the owner flow in EventStoreDB and none of it in the SQL log', async () => {
    const owner = await ownerWithIssue(http);

    const diagnostic = await request(http)
      .get(`/api/diagnostics/${owner.diagnosticId}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(diagnostic.body.diagnosticId).toBe(owner.diagnosticId);
    const [registered] = await sut.database.store.readStream(`vehicle-${owner.vehicleId}`);
    expect(registered).toMatchObject({ type: 'VehicleRegistered', streamPosition: 1n });
    const inSql = await sut.database.client.query<{ n: number }>(
      'select count(*)::int as n from es_events',
    );
    expect(inSql[0]!.n).toBe(0);
  });

  it("shares leads with shops: on the owner's request, and for a booking decided from the EventStoreDB log", async () => {
    const owner = await ownerWithIssue(http, 'Grinding from the front brakes when I stop');
    const [asked] = await sendShopRequests(http, owner, 1);
    const repair = await request(http)
      .post('/api/managed-repairs')
      .set('Cookie', owner.cookie)
      .send({ diagnosticId: owner.diagnosticId })
      .expect(201);
    await request(http)
      .patch(`/api/managed-repairs/${repair.body.managedRepairId}`)
      .set('Cookie', owner.cookie)
      .send({
        phoneNumber: '(480) 555-0134',
        smsOptIn: true,
        preferredDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        vehicleZipCode: '85253',
      })
      .expect(200);
    await leadPolicyCaughtUp(sut);

    const leads = (await sut.database.store.readStream(`leads-of-issue-${owner.issueId}`)).filter(
      (event) => event.type === 'LeadShared',
    );
    expect(leads.map((lead) => (lead.data as { reason: string }).reason)).toContain(
      'managed-repair',
    );
    expect(leads[0]!.data).toMatchObject({
      ownerId: owner.userId,
      shopId: asked,
      reason: 'recommendation',
    });
  });

  it('keeps personal data sealed in EventStoreDB and shreds it on erasure', async () => {
    const name = 'Ottoline Brackenbury';
    const email = 'ottoline.brackenbury@example.org';
    const owner = await ownerWithIssue(http, 'Whining noise from the engine bay when cold', {
      ...sampleVehicleInfo,
      name,
      email,
    });
    const stored = await storedLog(sut);
    expect(stored).toContain(owner.vehicleId);
    expect(stored).not.toContain(email);
    expect(stored).not.toContain(name);

    await request(http)
      .delete('/api/me')
      .set('Cookie', owner.cookie)
      .send({ confirm: 'ERASE' })
      .expect(200);

    const [registered] = await sut.database.store.readStream(`vehicle-${owner.vehicleId}`);
    expect(registered!.data).toMatchObject({
      userId: owner.userId,
      owner: { name: ERASED, email: ERASED },
    });
  });

  it('reports EventStoreDB among its readiness checks', async () => {
    const ready = await request(http).get('/health/ready').expect(200);
    expect(ready.body.checks['event store']).toMatchObject({ status: 'up' });
  });

  it('rebuilds every read model from the EventStoreDB log to the rows kept live', async () => {
    await leadPolicyCaughtUp(sut);
    const ids = allProjections.map((p) => p.subscriptionId);
    const runner = sut.product.runner!;
    expect(await runner.waitFor(await sut.database.store.headPosition(), ids, 10_000)).toBe(true);
    const live = await readModelSnapshot(sut.database.client);
    expect(Object.values(live).flat().length).toBeGreaterThan(0);

    await runner.stop();
    for (const projection of allProjections) await resetProjection(sut.database.client, projection);
    const rebuilding = new ProjectionRunner(
      sut.database.subscriptions.store,
      sut.database.subscriptions.client,
      allProjections,
    );
    await rebuilding.migrate();
    rebuilding.start();
    try {
      const head = await sut.database.store.headPosition();
      expect(await rebuilding.waitFor(head, ids, 20_000)).toBe(true);
      expect(await readModelSnapshot(sut.database.client)).toEqual(live);
    } finally {
      await rebuilding.stop();
    }
  });

  it('measures each subscription’s lag on the EventStoreDB log, not the empty SQL one', async () => {
    // Every runner is stopped now (the test above): what is appended stays unprocessed.
    expect(await lagOf(http, 'vehicles')).toEqual({ events: 0, seconds: 0 });
    await sut.database.store.appendToStream(`vehicle-${randomUUID()}`, [testEvent()], 'no_stream');
    await sut.database.store.appendToStream(`vehicle-${randomUUID()}`, [testEvent()], 'no_stream');

    const lag = await lagOf(http, 'vehicles');
    expect(lag.events).toBe(2);
    expect(lag.seconds).toBeGreaterThanOrEqual(0);
  });
});
