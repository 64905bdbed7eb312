import { randomUUID } from 'node:crypto';
import { CatchUpSubscription } from '../subscription';
import { createTestDatabase, eventStoreDbUrl, testEvent, type TestDatabase } from '../testing';
import type { RecordedEvent } from '../types';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { migrateEventStoreDbSupport } from './support-tables';

/** What the contract suite cannot show from one process: other processes' appends. */
function acrossProcesses(url: string): void {
  let database: TestDatabase;
  let writer: EventStoreDbEventStore;
  let reader: EventStoreDbEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await migrateEventStoreDbSupport(database.client);
  });
  afterAll(() => database?.drop());
  beforeEach(async () => {
    // Two connections stand for two processes: the API appends, a worker subscribes.
    const streamPrefix = `processes-${randomUUID().slice(0, 8)}-`;
    writer = await EventStoreDbEventStore.connect(url, { streamPrefix });
    reader = await EventStoreDbEventStore.connect(url, { streamPrefix });
  });
  afterEach(async () => {
    await writer.close();
    await reader.close();
  });

  it("wakes a subscriber on another connection's append instead of waiting for its poll", async () => {
    const seen: RecordedEvent[] = [];
    const subscription = new CatchUpSubscription(
      reader,
      database.client,
      {
        subscriptionId: `followed-${randomUUID()}`,
        handle: async (events) => void seen.push(...events),
      },
      { pollIntervalMs: 60_000 },
    );
    const stopFollowing = reader.followAppends();
    subscription.start();
    await subscription.reached({ transactionId: 0n, sequence: 0n });

    const appended = await writer.appendToStream(
      'vehicle-1',
      [testEvent('Registered')],
      'no_stream',
    );
    await subscription.reached(appended.position);
    await subscription.stop();
    await stopFollowing();
    expect(seen.map((event) => event.type)).toEqual(['Registered']);
  });
}

const eventStoreUrl = eventStoreDbUrl('EventStoreDB across processes');
// Without a server nothing is registered; eventStoreDbUrl has said so on the console.
if (eventStoreUrl) {
  describe('EventStoreDB across processes', () => {
    acrossProcesses(eventStoreUrl);
  });
}
