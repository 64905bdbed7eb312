import { randomUUID } from 'node:crypto';
import type { EventOfType } from '@fairwrench/contracts';
import { SqlEventStore, type NewEvent, type RecordedEvent } from '@fairwrench/event-store';
import {
  createTestDatabase,
  testAdapters,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { ProjectionRunner, resetProjection } from '../projection-runner';
import { managedRepairsProjection } from './managed-repairs.projection';
import { findManagedRepair } from './managed-repairs.query';

const metadata = (occurredAt: string) => ({
  eventId: randomUUID(),
  correlationId: randomUUID(),
  causationId: null,
  occurredAt,
});

function requested(): EventOfType<'ManagedRepairRequested'> {
  return {
    type: 'ManagedRepairRequested',
    schemaVersion: 1,
    data: {
      managedRepairId: randomUUID(),
      diagnosticId: randomUUID(),
      issueId: randomUUID(),
      userId: randomUUID(),
    },
    metadata: metadata('2026-11-21T09:00:00.000Z'),
  };
}

function scheduled(managedRepairId: string, zip: string): EventOfType<'ManagedRepairScheduled'> {
  return {
    type: 'ManagedRepairScheduled',
    schemaVersion: 1,
    data: {
      managedRepairId,
      phoneNumber: '4805550134',
      smsConsent: { given: true, givenAt: '2026-11-21T09:05:00.000Z' },
      preferredDate: '2026-12-01T16:00:00.000Z',
      vehicleZipCode: zip,
    },
    metadata: metadata('2026-11-21T09:05:00.000Z'),
  };
}

describe.each(testAdapters())('managed-repairs projection on %s', (adapter) => {
  let database: TestDatabase;
  let store: SqlEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    store = new SqlEventStore(database.client);
    await new ProjectionRunner(store, database.client, [managedRepairsProjection]).migrate();
  });
  afterAll(() => database.drop());

  async function runUntilCaughtUp(): Promise<void> {
    const runner = new ProjectionRunner(store, database.client, [managedRepairsProjection]);
    runner.start();
    expect(await runner.waitFor(await store.headPosition(), ['managed-repairs'], 10_000)).toBe(
      true,
    );
    await runner.stop();
  }

  const readModel = () =>
    database.client.query(`select * from rm_managed_repairs order by managed_repair_id`);

  async function appendRepair(...zips: string[]): Promise<EventOfType<'ManagedRepairRequested'>> {
    const first = requested();
    const events: NewEvent[] = [
      first,
      ...zips.map((zip) => scheduled(first.data.managedRepairId, zip)),
    ];
    await store.appendToStream(
      `managed-repair-of-diagnostic-${first.data.diagnosticId}`,
      events,
      'no_stream',
    );
    return first;
  }

  it('keeps the latest details and rebuilds the same read model from the log', async () => {
    for (let i = 0; i < 10; i++) await appendRepair(...['85253', '85004'].slice(0, i % 3));
    const latest = await appendRepair('85253', '85004');

    await runUntilCaughtUp();
    const built = await readModel();
    expect(built).toHaveLength(11);
    const [row] = await database.client.query(
      `select status, vehicle_zip_code, version from rm_managed_repairs where managed_repair_id = $1`,
      [latest.data.managedRepairId],
    );
    expect(row).toEqual({
      status: 'scheduled',
      vehicle_zip_code: '85004',
      version: expect.anything(),
    });

    await resetProjection(database.client, managedRepairsProjection);
    expect(await readModel()).toHaveLength(0);
    await runUntilCaughtUp();
    expect(await readModel()).toEqual(built);
  });

  it('leaves a row unchanged when an older event is replayed', async () => {
    const first = await appendRepair('85253', '85004');
    await runUntilCaughtUp();
    const before = await readModel();
    const [recorded, olderSchedule] = await store.readStream(
      `managed-repair-of-diagnostic-${first.data.diagnosticId}`,
    );

    await database.client.transaction((tx) =>
      managedRepairsProjection.handle([recorded, olderSchedule] as RecordedEvent[], tx),
    );

    expect(await readModel()).toEqual(before);
  });

  it('answers a requested repair to its owner only, by its id or its diagnostic', async () => {
    const { data } = await appendRepair();
    await runUntilCaughtUp();
    const { managedRepairId, diagnosticId, issueId, userId } = data;
    const view = {
      managedRepairId,
      diagnosticId,
      issueId,
      requestedAt: '2026-11-21T09:00:00.000Z',
      status: 'requested',
    };

    expect(await findManagedRepair(database.client, { managedRepairId }, userId)).toEqual(view);
    expect(await findManagedRepair(database.client, { diagnosticId }, userId)).toEqual(view);
    const stranger = randomUUID();
    expect(await findManagedRepair(database.client, { managedRepairId }, stranger)).toBeUndefined();
    expect(await findManagedRepair(database.client, { diagnosticId }, stranger)).toBeUndefined();
  });

  it('answers a scheduled repair with its latest details', async () => {
    const { data } = await appendRepair('85253', '85004');
    await runUntilCaughtUp();

    expect(
      await findManagedRepair(database.client, { diagnosticId: data.diagnosticId }, data.userId),
    ).toEqual({
      managedRepairId: data.managedRepairId,
      diagnosticId: data.diagnosticId,
      issueId: data.issueId,
      requestedAt: '2026-11-21T09:00:00.000Z',
      status: 'scheduled',
      phoneNumber: '4805550134',
      smsOptIn: true,
      preferredDate: '2026-12-01T16:00:00.000Z',
      vehicleZipCode: '85004',
      scheduledAt: '2026-11-21T09:05:00.000Z',
    });
  });
});
