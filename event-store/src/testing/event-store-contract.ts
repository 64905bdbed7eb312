import { CatchUpSubscription, type SubscriptionHandler } from '../subscription';
import type { SqlClient } from '../sql-client';
import {
  ConcurrencyError,
  PartialDuplicateError,
  type EventStore,
  type RecordedEvent,
} from '../types';
import { eventually, testEvent } from './events';

/** What the suite reads besides the port: the adapters' own inspection method. */
export interface ContractStore extends EventStore {
  streamVersion(streamId: string): Promise<bigint | null>;
}

export interface ContractSubject {
  readonly store: ContractStore;
  /** The read model's database, where subscriptions keep their checkpoints. */
  readonly checkpoints: SqlClient;
}

/** One adapter under the contract. */
export interface ContractTarget {
  open(): Promise<void>;
  /** A store over an empty log, with no checkpoints. */
  fresh(): Promise<ContractSubject>;
  close(): Promise<void>;
  /**
   * False where event ids are unique within a stream only (EventStoreDB, ADR 032): a batch
   * reusing another stream's event id is then stored, not refused, and that test is skipped.
   */
  readonly uniqueEventIdsAcrossStreams: boolean;
}

/**
 * The contract every adapter of the event store port honours. Call it inside a `describe`;
 * event-store.int.spec.ts runs it once per adapter.
 */
export function eventStoreContract(target: ContractTarget): void {
  let store: ContractStore;
  let checkpoints: SqlClient;

  beforeAll(() => target.open());
  afterAll(() => target.close());
  beforeEach(async () => {
    ({ store, checkpoints } = await target.fresh());
  });

  // EventStoreDB keeps event ids unique per stream only (ADR 032): it does not promise this.
  const idsAcrossStreams = target.uniqueEventIdsAcrossStreams
    ? it
    : (_title: string, _test: () => Promise<void>) => undefined;

  describe('expected versions', () => {
    it('creates a stream whose events are numbered from 1 in order', async () => {
      const batch = [testEvent('A'), testEvent('B'), testEvent('C')];
      const result = await store.appendToStream('cart-1', batch, 'no_stream');

      expect(result.nextExpectedVersion).toBe(3n);
      const stored = await store.readStream('cart-1');
      expect(stored.map((e) => [e.type, e.streamPosition])).toEqual([
        ['A', 1n],
        ['B', 2n],
        ['C', 3n],
      ]);
      expect(stored[2]!.position).toEqual(result.position);
    });

    it('rejects no_stream when the stream exists, naming the actual version', async () => {
      await store.appendToStream('cart-1', [testEvent(), testEvent()], 'no_stream');
      const error = await store
        .appendToStream('cart-1', [testEvent()], 'no_stream')
        .catch((e) => e);

      expect(error).toBeInstanceOf(ConcurrencyError);
      expect(error).toMatchObject({ streamId: 'cart-1', expected: 'no_stream', actual: 2n });
    });

    it('accepts the exact current version and rejects a stale one', async () => {
      await store.appendToStream('cart-1', [testEvent()], 'no_stream');
      await expect(store.appendToStream('cart-1', [testEvent()], 1n)).resolves.toMatchObject({
        nextExpectedVersion: 2n,
      });
      await expect(store.appendToStream('cart-1', [testEvent()], 1n)).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
      expect(await store.readStream('cart-1')).toHaveLength(2);
    });

    it('rejects an exact version or stream_exists on a missing stream', async () => {
      await expect(store.appendToStream('nope', [testEvent()], 3n)).rejects.toMatchObject({
        actual: null,
      });
      await expect(
        store.appendToStream('nope', [testEvent()], 'stream_exists'),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await store.readStream('nope')).toEqual([]);
    });

    it('appends with any whether or not the stream exists', async () => {
      await store.appendToStream('cart-1', [testEvent()], 'any');
      const result = await store.appendToStream('cart-1', [testEvent(), testEvent()], 'any');
      expect(result.nextExpectedVersion).toBe(3n);
    });

    it('lets exactly one of many concurrent writers at the same version win', async () => {
      await store.appendToStream('cart-1', [testEvent()], 'no_stream');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () => store.appendToStream('cart-1', [testEvent()], 1n)),
      );

      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const failures = outcomes.filter((o) => o.status === 'rejected');
      expect(failures.every((o) => o.reason instanceof ConcurrencyError)).toBe(true);
      expect(await store.readStream('cart-1')).toHaveLength(2);
    });
  });

  describe('atomic batches', () => {
    idsAcrossStreams('stores none of a batch when one of its events cannot be stored', async () => {
      const taken = testEvent('Taken');
      await store.appendToStream('other', [taken], 'no_stream');
      const batch = [testEvent('A'), taken, testEvent('C')];

      await expect(store.appendToStream('cart-1', batch, 'any')).rejects.toBeInstanceOf(
        PartialDuplicateError,
      );
      expect(await store.readStream('cart-1')).toEqual([]);
      expect(await store.streamVersion('cart-1')).toBeNull();
    });

    it('rolls back a batch with malformed event ids as a whole', async () => {
      const bad = testEvent('Bad');
      const batch = [testEvent('A'), { ...bad, metadata: { ...bad.metadata, eventId: 'x' } }];

      await expect(store.appendToStream('cart-1', batch, 'no_stream')).rejects.toThrow();
      expect(await store.readStream('cart-1')).toEqual([]);
    });
  });

  describe('idempotent retries', () => {
    it.each(['exact', 'any'] as const)(
      'treats a repeated batch as a no-op (expected version %s)',
      async (mode) => {
        const batch = [testEvent('A'), testEvent('B')];
        const expected = mode === 'exact' ? 'no_stream' : 'any';
        const first = await store.appendToStream('cart-1', batch, expected);
        const retry = await store.appendToStream('cart-1', batch, expected);

        expect(retry).toEqual({ ...first, duplicate: true });
        expect(await store.readStream('cart-1')).toHaveLength(2);
      },
    );

    it('treats concurrent copies of one batch as one append', async () => {
      const batch = [testEvent('A')];
      const results = await Promise.all(
        Array.from({ length: 5 }, () => store.appendToStream('cart-1', batch, 'any')),
      );

      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
      expect(await store.readStream('cart-1')).toHaveLength(1);
    });
  });

  describe('reading all', () => {
    it('returns every stream in commit order and pages from a position', async () => {
      await store.appendToStream('a', [testEvent('a1'), testEvent('a2')], 'no_stream');
      await store.appendToStream('b', [testEvent('b1')], 'no_stream');
      await store.appendToStream('a', [testEvent('a3')], 2n);

      const all = await store.readAll();
      expect(all.map((e) => e.type)).toEqual(['a1', 'a2', 'b1', 'a3']);

      const page = await store.readAll({ after: all[1]!.position, limit: 1 });
      expect(page.map((e) => e.type)).toEqual(['b1']);
      expect(await store.headPosition()).toEqual(all[3]!.position);
    });

    it('orders positions as numbers, not text, past ten events', async () => {
      const batch = Array.from({ length: 12 }, (_, i) => testEvent(`batch-${i + 1}`));
      await store.appendToStream('long', batch, 'no_stream');
      for (let i = 13; i <= 25; i++) {
        await store.appendToStream('long', [testEvent(`single-${i}`)], BigInt(i - 1));
      }

      const stream = await store.readStream('long');
      expect(stream.map((e) => e.streamPosition)).toEqual(
        Array.from({ length: 25 }, (_, i) => BigInt(i + 1)),
      );
      const all = await store.readAll();
      expect(all.map((e) => e.metadata.eventId)).toEqual(stream.map((e) => e.metadata.eventId));
      const page = await store.readAll({ after: all[8]!.position, limit: 3 });
      expect(page.map((e) => e.streamPosition)).toEqual([10n, 11n, 12n]);
      expect(await store.headPosition()).toEqual(all[24]!.position);
    });

    it('round-trips data and metadata unchanged', async () => {
      const event = testEvent('Rich', {
        text: 'a "quoted" \\ line\nwith ünïcode',
        n: 1.5,
        list: [1],
      });
      await store.appendToStream('rich', [event], 'no_stream');

      const [stored] = await store.readAll();
      expect(stored).toMatchObject({
        data: event.data,
        metadata: event.metadata,
        schemaVersion: 1,
      });
    });
  });

  describe('subscriptions', () => {
    function collector(id = 'collector') {
      const seen: RecordedEvent[] = [];
      const handler: SubscriptionHandler = {
        subscriptionId: id,
        handle: async (events) => {
          seen.push(...events);
        },
      };
      return { seen, handler };
    }

    it('catches up, follows live appends and resumes from its checkpoint', async () => {
      await store.appendToStream('a', [testEvent('old1'), testEvent('old2')], 'no_stream');
      const first = collector();
      const subscription = new CatchUpSubscription(store, checkpoints, first.handler);
      subscription.start();
      await eventually(() => first.seen.length === 2);

      const live = await store.appendToStream('a', [testEvent('live')], 2n);
      await subscription.reached(live.position);
      expect(first.seen.map((e) => e.type)).toEqual(['old1', 'old2', 'live']);
      await subscription.stop();

      await store.appendToStream('b', [testEvent('after-restart')], 'no_stream');
      const second = collector();
      const resumed = new CatchUpSubscription(store, checkpoints, second.handler);
      resumed.start();
      await eventually(() => second.seen.length === 1);
      await resumed.stop();
      expect(second.seen.map((e) => e.type)).toEqual(['after-restart']);
    });

    it('passes over ignored event types without calling the handler, yet moves on', async () => {
      const handled: string[] = [];
      const subscription = new CatchUpSubscription(store, checkpoints, {
        subscriptionId: 'picky',
        eventTypes: ['Wanted'],
        handle: async (events) => {
          handled.push(...events.map((e) => e.type));
        },
      });
      await store.appendToStream('a', [testEvent('Other'), testEvent('Other')], 'no_stream');
      subscription.start();
      const last = await store.appendToStream('b', [testEvent('Other')], 'no_stream');
      await subscription.reached(last.position);
      expect(handled).toEqual([]);
      const wanted = await store.appendToStream('c', [testEvent('Wanted')], 'no_stream');
      await subscription.reached(wanted.position);
      await subscription.stop();
      expect(handled).toEqual(['Wanted']);
    });

    it('retries a failing batch instead of skipping it', async () => {
      let failures = 2;
      const seen: string[] = [];
      const subscription = new CatchUpSubscription(
        store,
        checkpoints,
        {
          subscriptionId: 'flaky',
          handle: async (events) => {
            if (failures-- > 0) throw new Error('read model unavailable');
            seen.push(...events.map((e) => e.type));
          },
        },
        { retryDelayMs: 1 },
      );
      await store.appendToStream('a', [testEvent('x'), testEvent('y')], 'no_stream');
      subscription.start();
      await eventually(() => seen.length === 2);
      await subscription.stop();
      expect(seen).toEqual(['x', 'y']);
    });

    it('sees every event exactly once, in one order, while many writers append at once', async () => {
      const { seen, handler } = collector('concurrent');
      const subscription = new CatchUpSubscription(store, checkpoints, handler, {
        pollIntervalMs: 5,
        batchSize: 7,
      });
      subscription.start();
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          store.appendToStream(
            `writer-${i % 8}`,
            [testEvent(`w-${i}`), testEvent(`w-${i}b`)],
            'any',
          ),
        ),
      );

      // Every append has committed, but the log is read below the oldest transaction still
      // open (no reader may skip an event a slower writer has yet to commit), and the
      // subscription's own checkpoint transaction can be that one for a moment.
      await eventually(async () => (await store.readAll()).length >= 80);
      const all = await store.readAll();
      expect(all).toHaveLength(80);
      await subscription.reached(all.at(-1)!.position);
      await subscription.stop();
      expect(seen.map((e) => e.metadata.eventId)).toEqual(all.map((e) => e.metadata.eventId));
      for (const streamId of new Set(all.map((e) => e.streamId))) {
        const positions = seen.filter((e) => e.streamId === streamId).map((e) => e.streamPosition);
        expect(positions).toEqual(positions.map((_, i) => BigInt(i + 1)));
      }
    });
  });
}
