import { randomUUID } from 'node:crypto';
import type { EventOfType } from '@fairwrench/contracts';
import { SqlEventStore, type NewEvent } from '@fairwrench/event-store';
import {
  createTestDatabase,
  testAdapters,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { ProjectionRunner, resetProjection } from '../projection-runner';
import { vehiclesProjection } from './vehicles.projection';
import { findVehicle } from './vehicles.query';

function vehicleRegistered(mileage: number | null): EventOfType<'VehicleRegistered'> {
  const userId = randomUUID();
  return {
    type: 'VehicleRegistered',
    schemaVersion: 1,
    data: {
      userId,
      vehicleId: randomUUID(),
      owner: { name: 'Ana Lima', email: 'ana@example.com', zipCode: '10001' },
      vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', mileage },
      termsConsent: { version: '2026-11-01', acceptedAt: '2026-11-21T09:00:00.000Z' },
    },
    metadata: {
      eventId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: '2026-11-21T09:00:00.000Z',
    },
  };
}

describe.each(testAdapters())('vehicles projection on %s', (adapter) => {
  let database: TestDatabase;
  let store: SqlEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    store = new SqlEventStore(database.client);
    await new ProjectionRunner(store, database.client, [vehiclesProjection]).migrate();
  });
  afterAll(() => database.drop());

  async function runUntilCaughtUp(): Promise<void> {
    const runner = new ProjectionRunner(store, database.client, [vehiclesProjection]);
    await runner.migrate();
    runner.start();
    expect(await runner.waitFor(await store.headPosition(), ['vehicles'], 10_000)).toBe(true);
    await runner.stop();
  }

  const readModel = () => database.client.query(`select * from rm_vehicles order by vehicle_id`);

  it('rebuilds the same read model from the start of the log', async () => {
    const events: NewEvent[] = Array.from({ length: 30 }, (_, i) =>
      vehicleRegistered(i % 3 ? i * 1000 : null),
    );
    for (const event of events) {
      const { vehicleId } = (event as EventOfType<'VehicleRegistered'>).data;
      await store.appendToStream(`vehicle-${vehicleId}`, [event], 'no_stream');
    }
    await store.appendToStream(
      'unrelated-1',
      [
        {
          ...events[0]!,
          type: 'SomethingElse',
          metadata: { ...events[0]!.metadata, eventId: randomUUID() },
        },
      ],
      'no_stream',
    );

    await runUntilCaughtUp();
    const built = await readModel();
    expect(built).toHaveLength(30);

    await resetProjection(database.client, vehiclesProjection);
    expect(await readModel()).toHaveLength(0);
    await runUntilCaughtUp();
    expect(await readModel()).toEqual(built);
  });

  it('applies a replayed event without changing its row', async () => {
    const event = vehicleRegistered(5);
    await store.appendToStream(`vehicle-${event.data.vehicleId}`, [event], 'no_stream');
    await runUntilCaughtUp();
    const before = await readModel();

    await database.client.transaction((tx) =>
      vehiclesProjection.handle(
        [
          {
            ...event,
            streamId: 'x',
            streamPosition: 1n,
            position: { transactionId: 1n, sequence: 1n },
            recordedAt: '',
          },
        ],
        tx,
      ),
    );
    expect(await readModel()).toEqual(before);
  });

  it('answers a vehicle to its owner only, in the view shape', async () => {
    const event = vehicleRegistered(42_000);
    await store.appendToStream(`vehicle-${event.data.vehicleId}`, [event], 'no_stream');
    await runUntilCaughtUp();
    const { vehicleId, userId, owner, vehicle } = event.data;

    expect(await findVehicle(database.client, vehicleId, userId)).toEqual({
      vehicleId,
      userId,
      owner,
      vehicle,
      registeredAt: '2026-11-21T09:00:00.000Z',
    });
    expect(await findVehicle(database.client, vehicleId, randomUUID())).toBeUndefined();
    expect(await findVehicle(database.client, randomUUID(), userId)).toBeUndefined();
  });
});
