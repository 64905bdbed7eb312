import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadCheckpoint } from './checkpoints';
import { migrateEventStore } from './schema';
import type { SqlClient } from './sql-client';
import { SqlEventStore } from './sql-event-store';
import {
  CatchUpSubscription,
  type SubscriptionHandler,
  type SubscriptionOptions,
  type FailedBatch,
} from './subscription';
import {
  createTestDatabase,
  eventually,
  testAdapters,
  testEvent,
  type TestDatabase,
} from './testing';
import { formatPosition, START, type RecordedEvent } from './types';

/** The subscription's client: the test database, counting the transactions it has open. */
function countingTransactions(inner: SqlClient) {
  const client = {
    open: 0,
    dialect: inner.dialect,
    query: inner.query.bind(inner),
    exec: inner.exec.bind(inner),
    end: inner.end.bind(inner),
    async transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
      client.open++;
      try {
        return await inner.transaction(work);
      } finally {
        client.open--;
      }
    },
  };
  return client;
}

/** Rejects after `ms`, so a deadlock fails the batch (rolling it back) instead of hanging. */
const blocked = (ms: number) =>
  sleep(ms, undefined, { ref: false }).then(() => {
    throw new Error('The main client is blocked: is prepare inside a transaction?');
  });

const types = (events: readonly RecordedEvent[]) => events.map((e) => e.type).join(',');

/**
 * Each gap between consecutive attempts is at least 0.8× and at most 1.5× + 250 ms of `expected`.
 * The lower bound carries the doubling; the upper one only catches a delay far too long, with room
 * for a timer that a loaded CI machine fires late (a 50 ms retry once measured 207 ms there).
 */
function expectGaps(attempts: readonly number[], expected: readonly number[]): void {
  const gaps = attempts.slice(1).map((at, i) => Math.round(at - attempts[i]!));
  const within = gaps.map((gap, i) => gap >= 0.8 * expected[i]! && gap <= 1.5 * expected[i]! + 250);
  expect({ gaps, within }).toEqual({ gaps, within: expected.map(() => true) });
}

describe.each(testAdapters())('subscription prepare and retry back-off on %s', (adapter) => {
  let database: TestDatabase;
  let client: ReturnType<typeof countingTransactions>;
  let store: SqlEventStore;
  let subscription: CatchUpSubscription;
  let openGate: () => void;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    await migrateEventStore(database.client);
    client = countingTransactions(database.client);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.client.exec('truncate es_events, es_streams, es_checkpoints');
    store = new SqlEventStore(database.client);
    openGate = () => {};
  });
  afterEach(async () => {
    openGate();
    await subscription.stop();
  });

  function start(handler: SubscriptionHandler, options?: SubscriptionOptions): void {
    subscription = new CatchUpSubscription(store, client, handler, options);
    subscription.start();
  }

  it('prepares each batch before handling it, outside any transaction, and commits after prepare', async () => {
    const log: string[] = [];
    const outsideTransaction: boolean[] = [];
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    start(
      {
        subscriptionId: 'reactor',
        prepare: async (events) => {
          log.push(`prepare ${types(events)}`);
          outsideTransaction.push(client.open === 0);
          // PGlite has one connection: inside the batch's transaction this would wait forever.
          await Promise.race([database.client.query('select 1'), blocked(2000)]);
          const triggers = events.filter((e) => e.type.startsWith('T'));
          const reactions = triggers.map((e) => testEvent(`R${e.type}`));
          if (reactions.length > 0) await store.appendToStream('reactions', reactions, 'any');
          if (log.length === 1) await gate;
        },
        handle: async (events) => {
          log.push(`handle ${types(events)}`);
        },
      },
      { batchSize: 2 },
    );
    await store.appendToStream(
      'orders',
      [testEvent('T1'), testEvent('T2'), testEvent('T3')],
      'any',
    );

    // The first prepare has committed its own appends and now waits: the batch has not.
    await eventually(async () => (await store.readStream('reactions')).length === 2);
    expect(log).toEqual(['prepare T1,T2']);
    expect(await loadCheckpoint(database.client, 'reactor')).toEqual(START);
    expect(subscription.checkpoint).toEqual(START);

    openGate();
    await eventually(async () => (await store.readAll()).length === 6);
    const all = await store.readAll();
    await subscription.reached(all.at(-1)!.position);
    expect(types(all)).toBe('T1,T2,T3,RT1,RT2,RT3');
    expect(log).toEqual([
      'prepare T1,T2',
      'handle T1,T2',
      'prepare T3,RT1',
      'handle T3,RT1',
      'prepare RT2,RT3',
      'handle RT2,RT3',
    ]);
    expect(outsideTransaction).toEqual([true, true, true]);
    expect(await loadCheckpoint(database.client, 'reactor')).toEqual(all.at(-1)!.position);
  });

  it('keeps the checkpoint and skips handle while prepare throws, then handles the batch once', async () => {
    let failing = true;
    const prepared: string[] = [];
    const handled: string[] = [];
    let errors = 0;
    let failed: FailedBatch | undefined;
    start(
      {
        subscriptionId: 'flaky',
        prepare: async (events) => {
          prepared.push(types(events));
          if (failing) throw new Error('broker unavailable');
        },
        handle: async (events) => {
          handled.push(...events.map((e) => e.type));
        },
      },
      {
        retryDelayMs: 5,
        onError: (_error, _id, batch) => {
          errors++;
          failed = batch;
        },
      },
    );
    const [x, y] = [testEvent('x'), testEvent('y')];
    const first = await store.appendToStream('a', [x, y], 'no_stream');

    await eventually(() => errors >= 3);
    expect(handled).toEqual([]);
    // The log line can name the requests whose events failed (docs/operations.md, "Logs").
    const [stored] = await store.readStream('a');
    expect(failed).toEqual({
      events: 2,
      from: formatPosition(stored!.position),
      to: formatPosition(first.position),
      correlationIds: [x.metadata.correlationId, y.metadata.correlationId],
      correlationIdCount: 2,
    });
    expect(await loadCheckpoint(database.client, 'flaky')).toEqual(START);
    expect(subscription.checkpoint).toEqual(START);

    failing = false;
    await subscription.reached(first.position);
    const next = await store.appendToStream('a', [testEvent('z')], 2n);
    await subscription.reached(next.position);
    expect(handled).toEqual(['x', 'y', 'z']);
    expect(prepared.length).toBeGreaterThanOrEqual(5);
    expect(prepared.filter((batch) => batch !== 'x,y')).toEqual(['z']);
    expect(await loadCheckpoint(database.client, 'flaky')).toEqual(next.position);
  });

  it('doubles the retry delay up to maxRetryDelayMs and starts over after a success', async () => {
    let failuresLeft = 5;
    const attempts: number[] = [];
    start(
      {
        subscriptionId: 'backing-off',
        prepare: async () => {
          attempts.push(performance.now());
          if (failuresLeft-- > 0) throw new Error('broker unavailable');
        },
        handle: async () => {},
      },
      { retryDelayMs: 50, maxRetryDelayMs: 400 },
    );
    const first = await store.appendToStream('a', [testEvent()], 'no_stream');
    await subscription.reached(first.position);
    expectGaps(attempts, [50, 100, 200, 400, 400]);

    attempts.length = 0;
    failuresLeft = 2;
    const second = await store.appendToStream('a', [testEvent()], 1n);
    await subscription.reached(second.position);
    expectGaps(attempts, [50, 100]);
  });

  describe('during a back-off', () => {
    const attempts: number[] = [];
    let errors = 0;
    beforeEach(async () => {
      attempts.length = 0;
      errors = 0;
      const prepare = async () => {
        attempts.push(performance.now());
        throw new Error('broker unavailable');
      };
      start(
        { subscriptionId: 'dead-broker', prepare, handle: async () => {} },
        { retryDelayMs: 1000, pollIntervalMs: 10, onError: () => errors++ },
      );
      await store.appendToStream('a', [testEvent()], 'no_stream');
      // onError runs just before the back-off starts, in the same synchronous step.
      await eventually(() => errors === 1);
    });

    it('waits it out however many events are appended meanwhile', async () => {
      let appended = 0;
      while (attempts.length < 2) {
        await store.appendToStream('a', [testEvent()], 'any');
        appended++;
        await sleep(50);
      }
      expect(appended).toBeGreaterThanOrEqual(10);
      expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(800);
    });

    it('stops promptly when asked to', async () => {
      const stopping = performance.now();
      await subscription.stop();
      expect(performance.now() - stopping).toBeLessThan(200);
      expect(attempts).toHaveLength(1);
    });
  });
});
