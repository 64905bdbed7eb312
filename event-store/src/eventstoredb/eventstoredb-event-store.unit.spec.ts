import { testEvent } from '../testing/events';
import { InMemoryKurrentDb } from '../testing/in-memory-kurrentdb';
import {
  ConcurrencyError,
  PartialDuplicateError,
  type NewEvent,
  type RecordedEvent,
} from '../types';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

describe('EventStoreDbEventStore against an in-memory server', () => {
  let server: InMemoryKurrentDb;
  let store: EventStoreDbEventStore;
  const open = (options = {}) =>
    new EventStoreDbEventStore(server.asClient(), {
      streamPrefix: 'fw-',
      ...options,
    });

  beforeEach(() => {
    server = new InMemoryKurrentDb();
    store = open();
  });

  it("reads another writer's event in the log as unreadable, for subscriptions to park", async () => {
    await store.appendToStream('cart-1', [testEvent('A')], 'no_stream');
    await server.appendToStream(
      'fw-cart-2',
      [
        { id: '8c3b3c52-8f69-4c5c-9d43-2b0b8f1f8c11', type: 'Foreign', data: {}, metadata: {} },
      ] as never,
      { streamState: 'any' },
    );
    await store.appendToStream('cart-3', [testEvent('C')], 'no_stream');

    const all = await store.readAll();
    expect(all.map((event) => [event.type, event.unreadable])).toEqual([
      ['A', undefined],
      ['Foreign', expect.stringMatching(/not written by the FairWrench event store/)],
      ['C', undefined],
    ]);
    expect(all[1]!.metadata.eventId).toBe('8c3b3c52-8f69-4c5c-9d43-2b0b8f1f8c11');
    await expect(store.readStream('cart-2')).rejects.toThrow(/not written/);
  });

  it('numbers a stream from 1 and returns the position its last event was stored at', async () => {
    const result = await store.appendToStream(
      'cart-1',
      [testEvent('A'), testEvent('B')],
      'no_stream',
    );

    const stored = await store.readStream('cart-1');
    expect(stored.map((e) => [e.streamId, e.type, e.streamPosition])).toEqual([
      ['cart-1', 'A', 1n],
      ['cart-1', 'B', 2n],
    ]);
    expect(result).toEqual({
      nextExpectedVersion: 2n,
      position: stored[1]!.position,
      duplicate: false,
    });
    expect(server.log[0]!.streamId).toBe('fw-cart-1');
  });

  it('tells a retried batch, which the server accepts again, from a fresh append', async () => {
    const woken = jest.fn();
    store.onAppended(woken);
    const batch = [testEvent('A'), testEvent('B')];
    const first = await store.appendToStream('cart-1', batch, 'no_stream');

    await expect(store.appendToStream('cart-1', batch, 'no_stream')).resolves.toEqual({
      ...first,
      duplicate: true,
    });
    await expect(store.appendToStream('cart-1', batch, 'any')).resolves.toEqual({
      ...first,
      duplicate: true,
    });
    expect(server.log).toHaveLength(2);
    expect(woken).toHaveBeenCalledTimes(1);
  });

  it('reports a conflict with the actual version, or finds the batch already stored', async () => {
    const batch = [testEvent('A')];
    await store.appendToStream('cart-1', batch, 'no_stream');
    await store.appendToStream('cart-1', [testEvent('B')], 1n);

    const error = await store.appendToStream('cart-1', [testEvent('C')], 1n).catch((e) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ streamId: 'cart-1', expected: 1n, actual: 2n });
    await expect(store.appendToStream('new', [testEvent()], 'stream_exists')).rejects.toMatchObject(
      { actual: null },
    );
    // A retry with a version that went stale meanwhile is still recognised as a retry.
    await expect(store.appendToStream('cart-1', batch, 1n)).resolves.toMatchObject({
      nextExpectedVersion: 1n,
      duplicate: true,
    });
    await expect(
      store.appendToStream('cart-1', [batch[0]!, testEvent('D')], 1n),
    ).rejects.toBeInstanceOf(PartialDuplicateError);
  });

  it('reads all after a position, not at it, in pages, and only its own streams', async () => {
    await store.appendToStream('a', [testEvent('a1'), testEvent('a2')], 'no_stream');
    await open({ streamPrefix: 'other-' }).appendToStream('a', [testEvent('x')], 'no_stream');
    await store.appendToStream('b', [testEvent('b1')], 'no_stream');

    const all = await store.readAll();
    expect(all.map((e) => e.type)).toEqual(['a1', 'a2', 'b1']);
    expect((await store.readAll({ after: all[0]!.position, limit: 1 })).map((e) => e.type)).toEqual(
      ['a2'],
    );
    expect(await store.readAll({ after: all[2]!.position })).toEqual([]);
    expect(await store.headPosition()).toEqual(all[2]!.position);
    expect(await store.streamVersion('a')).toBe(2n);
    expect(await store.streamVersion('missing')).toBeNull();
    expect(await store.readStream('missing')).toEqual([]);
  });

  it('seals events through the codec on the way in and opens them on every read', async () => {
    const codec = {
      encode: async (events: readonly NewEvent[]) =>
        events.map((event) => ({ ...event, data: { sealed: JSON.stringify(event.data) } })),
      decode: async (events: readonly RecordedEvent[]) =>
        events.map((event) => ({
          ...event,
          data: JSON.parse((event.data as { sealed: string }).sealed) as unknown,
        })),
    };
    const sealing = open({ codec });
    await sealing.appendToStream('owner', [testEvent('Named', { name: 'Alice' })], 'no_stream');

    expect(JSON.stringify(server.log[0]!.data)).not.toContain('"name"');
    expect((await sealing.readStream('owner'))[0]!.data).toEqual({ name: 'Alice' });
    expect((await sealing.readAll())[0]!.data).toEqual({ name: 'Alice' });
  });

  it('refuses a batch with a malformed event id before sending anything', async () => {
    const bad = testEvent();
    const batch = [testEvent(), { ...bad, metadata: { ...bad.metadata, eventId: 'x' } }];
    await expect(store.appendToStream('cart-1', batch, 'any')).rejects.toThrow(/not a UUID/);
    await expect(store.appendToStream('cart-1', [], 'any')).rejects.toThrow(/at least one/);
    expect(server.log).toEqual([]);
  });
});
