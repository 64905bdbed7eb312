import { randomUUID } from 'node:crypto';
import request from './testing/same-origin-request';
import type { App } from 'supertest/types';
import { dataRightsStreamId } from '@fairwrench/contracts';
import { testAdapters, testEvent } from '@fairwrench/event-store/testing';
import { listParked } from '@fairwrench/projections';
import { type LeadPublisher } from '@fairwrench/workers';
import { personalDataCodec } from './database';
import { registerOwner, sampleVehicleInfo } from './testing/owner-flow';
import { startProductUnderTest, type ProductUnderTest } from './testing/product-under-test';

/** Acknowledges every message, so the lead forwarder runs without a broker. */
const acknowledgingPublisher: LeadPublisher = {
  publish: async (messages) =>
    messages.map((message, offset) => ({
      topic: message.topic,
      partition: 0,
      offset: `${offset}`,
    })),
  close: async () => undefined,
};

/**
 * Issue 28's poison rows, written straight into the log as a broken writer, a hand edit or a
 * restored backup could leave them, between good events. Every read model, worker and the
 * lead forwarder parks each and moves on, and the process keeps serving (ADR 042).
 */
describe.each(testAdapters())('malformed events in the log on %s', (adapter) => {
  let sut: ProductUnderTest;
  let http: App;

  beforeAll(async () => {
    sut = await startProductUnderTest(adapter, undefined, {
      leadPublisher: acknowledgingPublisher,
    });
    http = sut.product.app.getHttpServer() as App;
  });
  afterAll(() => sut.close());

  async function insertRow(row: {
    type: string;
    data: unknown;
    metadata: unknown;
    eventId?: string;
  }): Promise<string> {
    const eventId = row.eventId ?? randomUUID();
    await sut.database.client.query(
      `insert into es_events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
       values ($1, 1, $2, $3, 1, $4::jsonb, $5::jsonb)`,
      [
        `poison-${eventId}`,
        eventId,
        row.type,
        JSON.stringify(row.data),
        JSON.stringify(row.metadata),
      ],
    );
    return eventId;
  }

  /** A VehicleRegistered whose sealed name opens to text PostgreSQL cannot store. */
  async function insertUnstorableName(): Promise<string> {
    const { codec } = personalDataCodec(sut.database.client, sut.dataKeysMasterKey);
    const userId = randomUUID();
    const event = testEvent('VehicleRegistered', {
      userId,
      vehicleId: randomUUID(),
      owner: { name: 'a\u0000b', email: 'nul@example.com', zipCode: '85253' },
      vehicle: { year: 2016, make: 'Honda', model: 'Civic', mileage: null },
      termsConsent: { version: '2026-11-01', acceptedAt: '2026-11-21T09:00:00.000Z' },
    });
    const [sealed] = await codec.encode([event]);
    return insertRow({
      type: sealed!.type,
      data: sealed!.data,
      metadata: sealed!.metadata,
      eventId: event.metadata.eventId,
    });
  }

  const envelope = (eventId: string) => ({
    eventId,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  });

  it('parks each malformed row, keeps every subscription going and the process serving', async () => {
    const before = await registerOwner(http);

    const nullMetadata = await insertRow({
      type: 'VehicleRegistered',
      data: { userId: randomUUID() },
      metadata: null,
    });
    const emptyMetadata = await insertRow({ type: 'IssueSubmitted', data: {}, metadata: {} });
    const notUuid = await insertRow({
      type: 'ManagedRepairScheduled',
      data: { managedRepairId: randomUUID(), phoneNumber: '(480) 555-0134' },
      metadata: { ...envelope('not-a-uuid') },
    });
    const unstorable = await insertUnstorableName();
    const erasedId = randomUUID();
    const badErasure = await insertRow({
      type: 'OwnerErased',
      data: { userId: 42 },
      metadata: envelope(erasedId),
      eventId: erasedId,
    });
    await sut.database.client.query(`update es_events set stream_id = $1 where event_id = $2`, [
      dataRightsStreamId(randomUUID()),
      badErasure,
    ]);

    // A registration after the poison is served at once, its read model caught up.
    const started = Date.now();
    const after = await registerOwner(http, { ...sampleVehicleInfo, email: 'after@example.com' });
    await request(http)
      .get(`/api/vehicles/${after.vehicleId}`)
      .set('Cookie', after.cookie)
      .expect(200);
    expect(Date.now() - started).toBeLessThan(4000);
    await request(http)
      .get(`/api/vehicles/${before.vehicleId}`)
      .set('Cookie', before.cookie)
      .expect(200);

    // Every subscription gets to the head of the log, none failing.
    const head = await sut.database.store.headPosition();
    const runner = sut.product.runner!;
    const projections = runner.statuses().map((status) => status.subscriptionId);
    expect(await runner.waitFor(head, projections, 15_000)).toBe(true);
    const workers = sut.product.workers!.subscriptions;
    expect([...workers.keys()].sort()).toEqual(['lead-forwarder', 'lead-policy', 'mail']);
    await Promise.all([...workers.values()].map((worker) => worker.reached(head)));
    const statuses = [...runner.statuses(), ...[...workers.values()].map((w) => w.status)];
    expect(statuses.filter((status) => status.failingSince !== undefined)).toEqual([]);

    // Each row is parked, under the id its row was stored with, by those that take its type.
    const parked = await listParked(sut.database.client);
    const parkedBy = (eventId: string) =>
      parked
        .filter((p) => p.eventId === eventId)
        .map((p) => p.subscriptionId)
        .sort();
    expect(parkedBy(nullMetadata)).toEqual(expect.arrayContaining(['owner-activity', 'vehicles']));
    expect(parkedBy(emptyMetadata)).toEqual(expect.arrayContaining(['issues']));
    expect(parkedBy(notUuid)).toEqual(expect.arrayContaining(['lead-policy']));
    expect(parkedBy(unstorable)).toEqual(expect.arrayContaining(['vehicles']));
    expect(parkedBy(badErasure)).toEqual(expect.arrayContaining(['lead-forwarder']));
    for (const row of parked) expect(row.error.length).toBeGreaterThan(0);

    // The process is up, and readiness names the parked events without failing.
    await request(http).get('/health/live').expect(200);
    const ready = await request(http).get('/health/ready').expect(200);
    expect(ready.body.checks.subscriptions.detail).toMatch(/events parked.*vehicles \d+/);
  });
});
