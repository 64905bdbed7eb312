import { randomUUID } from 'node:crypto';
import {
  loadCheckpoint,
  SqlEventStore,
  comparePositions,
  type NewEvent,
} from '@fairwrench/event-store';
import {
  createTestDatabase,
  testAdapters,
  testEvent,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { listParked } from './parked-events';
import { perEvent, type Projection } from './projection';
import { ProjectionRunner, resetProjection, type ParkedLogger } from './projection-runner';
import { vehiclesProjection } from './vehicles/vehicles.projection';

/** A VehicleRegistered as the API writes it; `year` a string makes it fail its schema. */
function vehicleRegistered(year: number | string = 2019): NewEvent {
  return testEvent('VehicleRegistered', {
    userId: randomUUID(),
    vehicleId: randomUUID(),
    owner: { name: 'Ana Lima', email: 'ana@example.com', zipCode: '10001' },
    vehicle: { year, make: 'Toyota', model: 'RAV4', mileage: null },
    termsConsent: { version: '2026-11-01', acceptedAt: '2026-11-21T09:00:00.000Z' },
  });
}

/** Fails with a database error (a missing table) until the table is created. */
const needsTable: Projection = {
  subscriptionId: 'needs-table',
  async migrate() {},
  async truncate() {},
  handle: perEvent(async (event, tx) => {
    if (event.type === 'Counted')
      await tx.query(`insert into rm_counted values ($1)`, [event.type]);
  }),
};

describe.each(testAdapters())('parked events on %s', (adapter) => {
  let database: TestDatabase;
  let store: SqlEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    store = new SqlEventStore(database.client);
    await new ProjectionRunner(store, database.client, [vehiclesProjection]).migrate();
  });
  afterAll(() => database.drop());

  async function append(event: NewEvent): Promise<void> {
    await store.appendToStream(`s-${event.metadata.eventId}`, [event], 'no_stream');
  }

  async function runUntilCaughtUp(logger?: ParkedLogger): Promise<void> {
    const runner = new ProjectionRunner(store, database.client, [vehiclesProjection]);
    if (logger) await runner.logParked(logger);
    runner.start();
    expect(await runner.waitFor(await store.headPosition(), ['vehicles'], 10_000)).toBe(true);
    await runner.stop();
  }

  const vehicleIds = async () =>
    (await database.client.query<{ id: string }>(`select vehicle_id::text as id from rm_vehicles`))
      .map((row) => row.id)
      .sort();
  const idOf = (event: NewEvent) => (event.data as { vehicleId: string }).vehicleId;

  it('parks an event that fails its schema and brings later events to the read model', async () => {
    const events = [vehicleRegistered('old'), vehicleRegistered(), vehicleRegistered('new')];
    events.push(vehicleRegistered());
    for (const event of events) await append(event);
    const warnings: [Record<string, unknown>, string][] = [];
    await runUntilCaughtUp({ warn: (fields, message) => warnings.push([fields, message]) });

    expect(await vehicleIds()).toEqual([idOf(events[1]!), idOf(events[3]!)].sort());
    const parked = await listParked(database.client);
    expect(parked.map((p) => [p.subscriptionId, p.eventId, p.type, p.attempts])).toEqual([
      ['vehicles', events[0]!.metadata.eventId, 'VehicleRegistered', 1],
      ['vehicles', events[2]!.metadata.eventId, 'VehicleRegistered', 1],
    ]);
    expect(parked[0]!.error).toMatch(/fails its schema:[\s\S]*vehicle\.year/);
    expect(warnings.map(([fields]) => [fields.eventId, fields.parked])).toEqual([
      [events[0]!.metadata.eventId, 1],
      [events[2]!.metadata.eventId, 2],
    ]);
    expect(warnings[1]![1]).toContain('2 parked; after a fix, npm run projections:replay-parked');

    // A restart says how many are waiting, and parks nothing twice.
    const atStart: Record<string, unknown>[] = [];
    await runUntilCaughtUp({ warn: (fields) => atStart.push(fields) });
    expect(atStart).toEqual([{ parked: { vehicles: 2 } }]);
    expect(await listParked(database.client)).toHaveLength(2);
  });

  it('rebuilding a projection clears its parked events, then parks what still fails', async () => {
    const other = testEvent('Other');
    await append(other);
    const [stored] = await store.readStream(`s-${other.metadata.eventId}`);
    await database.client.query(
      `insert into parked_events (subscription_id, transaction_id, sequence, event_id,
         stream_id, stream_position, type, error)
       values ('relay', $1::xid8, $2::bigint, $3, 's', 1, 'Other', 'kept')`,
      [
        stored!.position.transactionId.toString(),
        stored!.position.sequence.toString(),
        other.metadata.eventId,
      ],
    );
    const before = (await listParked(database.client, ['vehicles'])).map((p) => p.eventId);

    await resetProjection(database.client, vehiclesProjection);
    expect(await listParked(database.client, ['vehicles'])).toEqual([]);
    expect(await listParked(database.client, ['relay'])).toHaveLength(1);

    await runUntilCaughtUp();
    const after = await listParked(database.client, ['vehicles']);
    expect(after.map((p) => [p.eventId, p.attempts])).toEqual(before.map((id) => [id, 1]));
  });

  it('retries a database error instead of parking the event', async () => {
    const errors: unknown[] = [];
    const runner = new ProjectionRunner(store, database.client, [needsTable], {
      onError: (error) => errors.push(error),
    });
    const counted = testEvent('Counted');
    await append(counted);
    await append(testEvent('Later'));
    const [stored] = await store.readStream(`s-${counted.metadata.eventId}`);
    runner.start();
    const head = await store.headPosition();
    expect(await runner.waitFor(head, ['needs-table'], 1500)).toBe(false);

    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatchObject({ code: '42P01' });
    expect(await listParked(database.client, ['needs-table'])).toEqual([]);
    const checkpoint = await loadCheckpoint(database.client, 'needs-table');
    expect(comparePositions(checkpoint, stored!.position)).toBeLessThan(0);

    await database.client.exec(`create table rm_counted (type text)`);
    expect(await runner.waitFor(head, ['needs-table'], 10_000)).toBe(true);
    await runner.stop();
    expect(await database.client.query(`select type from rm_counted`)).toEqual([
      { type: 'Counted' },
    ]);
  });
});
