import { randomBytes, randomUUID } from 'node:crypto';
import { migrateEventStore } from '../schema';
import { SqlEventStore } from '../sql-event-store';
import { createTestDatabase, testAdapters, testEvent, type TestDatabase } from '../testing';
import { DataKeyStore, SubjectErasedError } from './data-keys';
import { PersonalDataCodec, type PersonalDataPolicy } from './personal-data-codec';

const ERASED = '[erased]';

const policy: PersonalDataPolicy = {
  Registered: {
    subjectOf: (data) => data.userId as string | undefined,
    fields: ['owner.name', 'owner.email', 'photos[].digest', 'note'],
  },
};

const registered = (userId: string, name: string, extra: Record<string, unknown> = {}) =>
  testEvent('Registered', {
    userId,
    owner: { name, email: `${name.toLowerCase()}@example.com`, zipCode: '85004' },
    photos: [{ digest: `digest-of-${name}`, bytes: 10 }],
    ...extra,
  });

/** Every stored event as the database holds it: what a backup or a leaked dump would show. */
async function rawLog(database: TestDatabase): Promise<string> {
  const rows = await database.client.query<{ data: string }>(
    `select data::text as data from es_events order by sequence`,
  );
  return rows.map((row) => row.data).join('\n');
}

describe.each(testAdapters())('crypto-shredding on %s', (adapter) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    await migrateEventStore(database.client);
  });
  afterAll(() => database.drop());
  beforeEach(() =>
    database.client.exec('truncate es_events, es_streams, es_checkpoints, es_data_keys'),
  );

  const storeWith = (keys: DataKeyStore) =>
    new SqlEventStore(database.client, { codec: new PersonalDataCodec(policy, keys, ERASED) });

  it('stores personal fields sealed and reads them back in the clear', async () => {
    const store = storeWith(new DataKeyStore(database.client));
    const alice = randomUUID();
    await store.appendToStream('owner-a', [registered(alice, 'Alice')], 'no_stream');

    const raw = await rawLog(database);
    expect(raw).not.toContain('Alice');
    expect(raw).not.toContain('alice@example.com');
    expect(raw).not.toContain('digest-of-Alice');
    expect(raw).toContain('85004'); // not personal under the policy: stays readable

    const [read] = await store.readStream('owner-a');
    expect(read!.data).toEqual({
      userId: alice,
      owner: { name: 'Alice', email: 'alice@example.com', zipCode: '85004' },
      photos: [{ digest: 'digest-of-Alice', bytes: 10 }],
    });
    expect((await store.readAll()).map((event) => event.data)).toEqual([read!.data]);
  });

  it('reads an erased owner as erased, everywhere, and leaves everyone else alone', async () => {
    const keys = new DataKeyStore(database.client);
    const store = storeWith(keys);
    const [alice, bob] = [randomUUID(), randomUUID()];
    await store.appendToStream('owner-a', [registered(alice, 'Alice')], 'no_stream');
    await store.appendToStream('owner-b', [registered(bob, 'Bob')], 'no_stream');

    expect(await keys.destroy(alice)).toBe(true);
    expect(await keys.destroy(alice)).toBe(false);

    const [erased] = await store.readStream('owner-a');
    expect(erased!.data).toEqual({
      userId: alice,
      owner: { name: ERASED, email: ERASED, zipCode: '85004' },
      photos: [{ digest: ERASED, bytes: 10 }],
    });
    expect((await store.readStream('owner-b'))[0]!.data).toMatchObject({ owner: { name: 'Bob' } });
    const all = await store.readAll();
    expect(all.map((event) => (event.data as { owner: { name: string } }).owner.name)).toEqual([
      ERASED,
      'Bob',
    ]);
    expect(await keys.isErased(alice)).toBe(true);
    expect(await keys.isErased(bob)).toBe(false);
  });

  it('refuses to record anything personal for an erased owner, even one never keyed', async () => {
    const keys = new DataKeyStore(database.client);
    const store = storeWith(keys);
    const [alice, carol] = [randomUUID(), randomUUID()];
    await store.appendToStream('owner-a', [registered(alice, 'Alice')], 'no_stream');
    await keys.destroy(alice);
    await keys.destroy(carol);

    for (const [owner, stream] of [
      [alice, 'owner-a'],
      [carol, 'owner-c'],
    ] as const) {
      const error = await store
        .appendToStream(stream, [registered(owner, 'Again')], 'any')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SubjectErasedError);
    }
    expect(await rawLog(database)).not.toContain('Again');
  });

  it('makes no key for an event without personal values, and names the owner of those with one', async () => {
    const keys = new DataKeyStore(database.client);
    const store = storeWith(keys);
    await store.appendToStream('no-pii', [testEvent('Registered', { photos: [] })], 'no_stream');
    await store.appendToStream('other', [testEvent('Unlisted', { note: 'x' })], 'no_stream');
    const count = await database.client.query<{ n: number }>(
      `select count(*)::int as n from es_data_keys`,
    );
    expect(count[0]!.n).toBe(0);

    const ownerless = testEvent('Registered', { note: 'secret' });
    await expect(store.appendToStream('s', [ownerless], 'no_stream')).rejects.toThrow(
      /names no owner/,
    );
  });

  it('wraps data keys with the master key, and cannot read them without it', async () => {
    const masterKey = randomBytes(32);
    const store = storeWith(new DataKeyStore(database.client, { masterKey }));
    const alice = randomUUID();
    await store.appendToStream('owner-a', [registered(alice, 'Alice')], 'no_stream');

    const [row] = await database.client.query<{ key: Uint8Array; wrapped_by: string }>(
      `select key, wrapped_by from es_data_keys where subject_id = $1`,
      [alice],
    );
    expect(row!.wrapped_by).toMatch(/^[0-9a-f]{16}$/);
    expect(Buffer.from(row!.key).length).toBe(12 + 32 + 16); // iv, wrapped key, tag

    expect((await store.readStream('owner-a'))[0]!.data).toMatchObject({
      owner: { name: 'Alice' },
    });
    for (const other of [undefined, randomBytes(32)]) {
      const wrong = storeWith(new DataKeyStore(database.client, { masterKey: other }));
      await expect(wrong.readStream('owner-a')).rejects.toThrow(/wrapped by master key/);
    }
  });

  it('refuses a sealed value moved into another event instead of opening it', async () => {
    const store = storeWith(new DataKeyStore(database.client));
    const alice = randomUUID();
    await store.appendToStream('owner-a', [registered(alice, 'Alice')], 'no_stream');
    await store.appendToStream('owner-a', [registered(alice, 'Mallory')], 1n);
    // Copy the first event's sealed name over the second's: same key, wrong event.
    await database.client.query(
      `update es_events set data = jsonb_set(data, '{owner,name}',
         (select data->'owner'->'name' from es_events where stream_position = 1 and stream_id = 'owner-a'))
       where stream_id = 'owner-a' and stream_position = 2`,
    );
    await expect(store.readStream('owner-a')).rejects.toThrow();
  });
});
