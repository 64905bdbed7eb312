import { createTestDatabase, type TestDatabase } from '@fairwrench/event-store/testing';
import { migrateEventStore, type SubscriptionStatus } from '@fairwrench/event-store';
import { migrateParkedEvents } from '@fairwrench/projections';
import { subscriptionsReadiness } from './operations';

/** Readiness reads each subscription's status (ADR 042): stalled is down, parked is a detail. */
describe('the subscriptions readiness check', () => {
  let database: TestDatabase;
  const now = 1_000_000;
  let statuses: SubscriptionStatus[] = [];
  const status = (id: string, failingFor?: number): SubscriptionStatus => ({
    subscriptionId: id,
    failingSince: failingFor === undefined ? undefined : now - failingFor,
    lastError: failingFor === undefined ? undefined : 'unsupported Unicode escape sequence',
    parked: 0,
  });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await migrateEventStore(database.client);
    await migrateParkedEvents(database.client);
  });
  afterAll(() => database.drop());

  const check = () =>
    subscriptionsReadiness({
      statuses: () => statuses,
      sql: database.client,
      measureLag: async (ids) =>
        ids.map((subscriptionId) => ({ subscriptionId, events: 12, seconds: 40 })),
      now: () => now,
    }).check();

  it('is up with nothing to say while every subscription succeeds', async () => {
    statuses = [status('vehicles'), status('lead-forwarder', 5_000)];
    await expect(check()).resolves.toBeUndefined();
  });

  it('is down naming a subscription that has failed for 30 s, its lag and its error', async () => {
    statuses = [status('vehicles', 31_000), status('issues')];
    await expect(check()).rejects.toThrow(
      'vehicles failing for 31 s, 12 events behind: unsupported Unicode escape sequence',
    );
  });

  it('is up, saying which subscriptions have parked events', async () => {
    statuses = [status('vehicles')];
    await database.client.query(
      `insert into parked_events (subscription_id, transaction_id, sequence, event_id, stream_id,
         stream_position, type, error)
       values ('vehicles', '5'::xid8, 7, 'not-a-uuid', 's', 1, 'VehicleRegistered', 'bad')`,
    );
    await expect(check()).resolves.toMatch(/events parked.*vehicles 1/);
  });
});
