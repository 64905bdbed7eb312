import { randomUUID } from 'node:crypto';
import { DataKeyStore, SubjectErasedError } from '../personal-data/data-keys';
import { PersonalDataCodec, type PersonalDataPolicy } from '../personal-data/personal-data-codec';
import { createTestDatabase, eventStoreDbUrl, testEvent, type TestDatabase } from '../testing';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { migrateEventStoreDbSupport } from './support-tables';

const ERASED = '[erased]';
const policy: PersonalDataPolicy = {
  Registered: {
    subjectOf: (data) => data.userId as string | undefined,
    fields: ['owner.name', 'owner.email'],
  },
};
const registered = (userId: string, name: string) =>
  testEvent('Registered', {
    userId,
    owner: { name, email: `${name.toLowerCase()}@example.com`, zipCode: '85004' },
  });

/** ADR 024 on EventStoreDB: the keys stay in SQL, outside the immutable log (ADR 032). */
function cryptoShredding(url: string): void {
  let database: TestDatabase;
  let connection: EventStoreDbEventStore;
  let keys: DataKeyStore;
  let store: EventStoreDbEventStore;
  let prefix: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await migrateEventStoreDbSupport(database.client);
    connection = await EventStoreDbEventStore.connect(url);
  });
  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });
  beforeEach(() => {
    prefix = `shredding-${randomUUID().slice(0, 8)}-`;
    keys = new DataKeyStore(database.client);
    const codec = new PersonalDataCodec(policy, keys, ERASED);
    store = new EventStoreDbEventStore(connection.client, { streamPrefix: prefix, codec });
  });

  /** The stream as EventStoreDB holds it: what a backup of the server would show. */
  async function raw(streamId: string): Promise<string> {
    const events: unknown[] = [];
    for await (const { event } of connection.client.readStream(prefix + streamId))
      events.push(event?.data);
    return JSON.stringify(events);
  }

  it('stores personal fields sealed and reads them back in the clear', async () => {
    const alice = randomUUID();
    await store.appendToStream('owner-a', [registered(alice, 'Alice')], 'no_stream');

    const stored = await raw('owner-a');
    expect(stored).not.toContain('Alice');
    expect(stored).not.toContain('alice@example.com');
    expect(stored).toContain('85004');
    const [read] = await store.readStream('owner-a');
    expect(read!.data).toMatchObject({ owner: { name: 'Alice', email: 'alice@example.com' } });
  });

  it('reads an erased owner as erased and refuses anything personal for them later', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    await store.appendToStream('owner-a', [registered(alice, 'Alice')], 'no_stream');
    await store.appendToStream('owner-b', [registered(bob, 'Bob')], 'no_stream');
    await keys.destroy(alice);

    const names = (await store.readAll()).map((e) => (e.data as { owner: { name: string } }).owner);
    expect(names).toEqual([
      { name: ERASED, email: ERASED, zipCode: '85004' },
      { name: 'Bob', email: 'bob@example.com', zipCode: '85004' },
    ]);
    await expect(
      store.appendToStream('owner-a', [registered(alice, 'Again')], 'any'),
    ).rejects.toBeInstanceOf(SubjectErasedError);
    expect(await raw('owner-a')).not.toContain('Again');
  });
}

const eventStoreUrl = eventStoreDbUrl('crypto-shredding');
// Without a server nothing is registered; eventStoreDbUrl has said so on the console.
if (eventStoreUrl) {
  describe('crypto-shredding on EventStoreDB', () => {
    cryptoShredding(eventStoreUrl);
  });
}
