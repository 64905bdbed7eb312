import { storeCheckpoint } from './checkpoints';
import { migrateEventStore } from './schema';
import { SqlEventStore } from './sql-event-store';
import { CatchUpSubscription } from './subscription';
import { subscriptionLag } from './subscription-lag';
import {
  createTestDatabase,
  eventually,
  testAdapters,
  testEvent,
  type TestDatabase,
} from './testing';

describe.each(testAdapters())('subscription lag on %s', (adapter) => {
  let database: TestDatabase;
  let store: SqlEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    await migrateEventStore(database.client);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.client.exec('truncate es_events, es_streams, es_checkpoints');
    store = new SqlEventStore(database.client);
  });

  const lagOf = async (id: string) =>
    (await subscriptionLag(database.client, [id])).find((lag) => lag.subscriptionId === id);

  it('counts the events after the checkpoint and the age of the oldest', async () => {
    const first = await store.appendToStream('a', [testEvent(), testEvent()], 'no_stream');
    await store.appendToStream('b', [testEvent(), testEvent(), testEvent()], 'no_stream');
    await storeCheckpoint(database.client, 'behind', first.position);
    expect(await lagOf('behind')).toMatchObject({ events: 3 });
    expect((await lagOf('behind'))!.seconds).toBeGreaterThanOrEqual(0);
    expect(await lagOf('never-ran')).toMatchObject({ events: 5 });
  });

  it('reads 0 for a subscription at the head, and reports every checkpointed one', async () => {
    const head = await store.appendToStream('a', [testEvent()], 'no_stream');
    await storeCheckpoint(database.client, 'caught-up', head.position);
    const lags = await subscriptionLag(database.client, []);
    expect(lags).toEqual([{ subscriptionId: 'caught-up', events: 0, seconds: 0 }]);
  });

  it('reads 0 once a subscription skipping ignored events has nothing left to read', async () => {
    const subscription = new CatchUpSubscription(
      store,
      database.client,
      { subscriptionId: 'picky', eventTypes: ['Wanted'], handle: async () => undefined },
      { pollIntervalMs: 10 },
    );
    subscription.start();
    const first = await store.appendToStream('a', [testEvent('Other')], 'no_stream');
    await subscription.reached(first.position);
    // Skipped within a second of the first skip: stored only once the log has gone quiet.
    const second = await store.appendToStream('b', [testEvent('Other')], 'no_stream');
    await subscription.reached(second.position);
    await eventually(async () => (await lagOf('picky'))?.events === 0, 5000);
    await subscription.stop();
  });
});
