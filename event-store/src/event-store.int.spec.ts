import { randomUUID } from 'node:crypto';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { migrateEventStoreDbSupport } from './eventstoredb/support-tables';
import { migrateEventStore } from './schema';
import { SqlEventStore } from './sql-event-store';
import { CatchUpSubscription, type SubscriptionHandler } from './subscription';
import {
  createTestDatabase,
  eventStoreDbUrl,
  InMemoryKurrentDb,
  testAdapters,
  testEvent,
  type Adapter,
  type TestDatabase,
} from './testing';
import { eventStoreContract, type ContractTarget } from './testing/event-store-contract';
import type { SqlClient } from './sql-client';
import type { RecordedEvent } from './types';

function sqlTarget(adapter: Adapter): ContractTarget {
  let database: TestDatabase;
  return {
    uniqueEventIdsAcrossStreams: true,
    async open() {
      database = await createTestDatabase(adapter);
      await migrateEventStore(database.client);
    },
    async fresh() {
      await database.client.exec('truncate es_events, es_streams, es_checkpoints');
      return { store: new SqlEventStore(database.client), checkpoints: database.client };
    },
    close: () => database.drop(),
  };
}

/**
 * EventStoreDB keeps every test's events: each test writes under a stream prefix of its own
 * and reads only those. Checkpoints live in an embedded PGlite, as a read model's would.
 */
function eventStoreDbTarget(connect: () => Promise<EventStoreDbEventStore>): ContractTarget {
  let database: TestDatabase;
  let connection: EventStoreDbEventStore;
  return {
    uniqueEventIdsAcrossStreams: false,
    async open() {
      database = await createTestDatabase('pglite');
      await migrateEventStoreDbSupport(database.client);
      connection = await connect();
    },
    async fresh() {
      await database.client.exec('truncate es_checkpoints');
      const streamPrefix = `contract-${randomUUID().slice(0, 8)}-`;
      return {
        store: new EventStoreDbEventStore(connection.client, { streamPrefix }),
        checkpoints: database.client,
      };
    },
    close: async () => {
      await connection?.close();
      await database?.drop();
    },
  };
}

describe.each(testAdapters())('event store contract on %s', (adapter) => {
  eventStoreContract(sqlTarget(adapter));
});

const eventStoreUrl = eventStoreDbUrl('event store contract');
// Without a server nothing is registered; eventStoreDbUrl has said so on the console.
if (eventStoreUrl) {
  describe('event store contract on EventStoreDB', () => {
    eventStoreContract(eventStoreDbTarget(() => EventStoreDbEventStore.connect(eventStoreUrl)));
  });
}

/**
 * The stand-in the product's EventStoreDB spec runs on where no server is (ADR 035): it must
 * keep the same contract, or that spec would prove nothing. Not a test of the server.
 */
describe('event store contract on the in-memory EventStoreDB stand-in', () => {
  eventStoreContract(
    eventStoreDbTarget(async () => new EventStoreDbEventStore(new InMemoryKurrentDb().asClient())),
  );
});

/** What only the SQL adapters promise: shared reads, and order across open transactions. */
describe.each(testAdapters())('SQL event store on %s', (adapter) => {
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

  it('shares one query among identical concurrent reads, but never across an append', async () => {
    let reads = 0;
    const counting: SqlClient = {
      dialect: database.client.dialect,
      query: <Row>(text: string, params?: readonly unknown[], name?: string) => {
        if (name === 'es_read_all') reads++;
        return database.client.query<Row>(text, params, name);
      },
      transaction: database.client.transaction.bind(database.client),
      exec: database.client.exec.bind(database.client),
      end: database.client.end.bind(database.client),
    };
    const shared = new SqlEventStore(counting);
    await shared.appendToStream('a', [testEvent('one')], 'no_stream');
    const [first, second] = await Promise.all([shared.readAll(), shared.readAll()]);
    expect(reads).toBe(1);
    expect(second).toEqual(first);

    const before = shared.readAll();
    await shared.appendToStream('a', [testEvent('two')], 1n);
    const after = await shared.readAll();
    await before;
    expect(reads).toBe(3);
    expect(after.map((e) => e.type)).toEqual(['one', 'two']);
  });

  it('keeps each stream in its own order when appends race on it without an expected version', async () => {
    await store.appendToStream('hot', [testEvent('first')], 'no_stream');
    // Many writers wait on one stream's lock at once: each must take its place in the
    // global order only once it holds the lock (ADR 073).
    await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        store.appendToStream('hot', [testEvent(`racer-${i}`)], i % 2 ? 'any' : 'stream_exists'),
      ),
    );

    const positions = (await store.readAll()).map((e) => e.streamPosition);
    expect(positions).toEqual(Array.from({ length: 121 }, (_, i) => BigInt(i + 1)));
  });

  it('sees every event exactly once, in one order, while a slow transaction commits last', async () => {
    const seen: RecordedEvent[] = [];
    const handler: SubscriptionHandler = {
      subscriptionId: 'collector',
      handle: async (events) => {
        seen.push(...events);
      },
    };
    const subscription = new CatchUpSubscription(store, database.client, handler, {
      pollIntervalMs: 5,
    });
    subscription.start();

    // The slow writer takes its log position first, then holds its transaction open
    // while fast writers take later positions and commit before it.
    let slowHasWritten!: () => void;
    const slowWrote = new Promise<void>((resolve) => (slowHasWritten = resolve));
    const slow = database.client.transaction(async (tx) => {
      await store.appendWithin(tx, 'slow', [testEvent('slow')], 'no_stream');
      slowHasWritten();
      await tx.query('select pg_sleep(0.4)');
    });
    await slowWrote;
    const fast = Array.from({ length: 40 }, (_, i) =>
      store.appendToStream(`fast-${i % 8}`, [testEvent(`fast-${i}`)], 'any'),
    );
    await Promise.all([slow, ...fast]);
    store.announce();

    const all = await store.readAll();
    expect(all).toHaveLength(41);
    await subscription.reached(all.at(-1)!.position);
    await subscription.stop();

    const ids = seen.map((e) => e.metadata.eventId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(all.map((e) => e.metadata.eventId));
    // Within each stream the global order matches the stream's own order.
    for (const streamId of new Set(all.map((e) => e.streamId))) {
      const positions = seen.filter((e) => e.streamId === streamId).map((e) => e.streamPosition);
      expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : 1)));
    }
  });
});
