import { randomUUID } from 'node:crypto';
import { LeadPolicy } from './lead-policy';
import {
  CatchUpSubscription,
  comparePositions,
  SqlEventStore,
  type UnprocessableEventError,
} from '@fairwrench/event-store';
import {
  createTestDatabase,
  useCaseAdapters,
  testEvent,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { allProjections, ProjectionRunner } from '@fairwrench/projections';

/**
 * The lead policy parks what it can never act on instead of holding up every later lead:
 * an event that fails its schema at once, one whose facts never reach the read models after
 * its attempts. Either way its checkpoint moves on.
 */
describe.each(useCaseAdapters())('lead policy on %s', (adapter) => {
  let database: TestDatabase;
  let store: SqlEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    store = new SqlEventStore(database.client);
    await new ProjectionRunner(store, database.client, allProjections).migrate();
  });
  afterAll(() => database.drop());

  it('parks a booking whose request never appears, after its attempts, and one that fails its schema', async () => {
    const orphan = testEvent('ManagedRepairScheduled', {
      managedRepairId: randomUUID(),
      userId: randomUUID(),
      phoneNumber: '(480) 555-0134',
      smsConsent: { given: true, givenAt: '2026-11-21T10:00:00.000Z' },
      preferredDate: '2026-12-01T09:00:00.000-07:00',
      vehicleZipCode: '85253',
    });
    const broken = testEvent('ManagedRepairScheduled', { managedRepairId: 'not-a-uuid' });
    await store.appendToStream(
      `managed-repair-of-diagnostic-${randomUUID()}`,
      [orphan],
      'no_stream',
    );
    const { position } = await store.appendToStream(
      `managed-repair-of-diagnostic-${randomUUID()}`,
      [broken],
      'no_stream',
    );

    const parked: UnprocessableEventError[] = [];
    let failures = 0;
    const policy = new LeadPolicy(store, database.client, { maxNotReadyAttempts: 3 });
    const subscription = new CatchUpSubscription(store, database.client, policy, {
      retryDelayMs: 10,
      park: async (_tx, _id, error) => void parked.push(error),
      onError: () => failures++,
    });
    subscription.start();
    await subscription.reached(position);
    await subscription.stop();

    expect(comparePositions(subscription.checkpoint!, position)).toBe(0);
    expect(failures).toBe(2); // two retries, then the third attempt parks it
    expect(parked.map((error) => [error.event.metadata.eventId, error.message])).toEqual([
      [orphan.metadata.eventId, expect.stringMatching(/^No request in .* after 3 attempts$/)],
      [broken.metadata.eventId, 'ManagedRepairScheduled fails its schema'],
    ]);
  });
});
