import { randomUUID } from 'node:crypto';
import {
  ConcurrencyError,
  migrateEventStore,
  SqlEventStore,
  type EventStore,
  type GlobalPosition,
} from '@fairwrench/event-store';
import {
  createTestDatabase,
  testAdapters,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import {
  recordShopsRecommendedDecider,
  type RecordShopsRecommended,
  type ShownLists,
} from './shops/record-shops-recommended.decider';
import { requestContext } from './event-envelope';
import { handleCommand, type HandleCommandOptions } from './handle-command';
import type { ReadModelProgress } from './read-model-progress';

/** Records what it was asked to wait for; the projections themselves are not under test. */
class RecordingProgress implements ReadModelProgress {
  readonly waits: { position: GlobalPosition; projectionIds: readonly string[] }[] = [];
  async waitFor(position: GlobalPosition, projectionIds: readonly string[]): Promise<boolean> {
    this.waits.push({ position, projectionIds });
    return true;
  }
}

const now = new Date('2026-11-25T10:00:00.000Z');

describe.each(testAdapters())('handleCommand on %s', (adapter) => {
  let database: TestDatabase;
  let store: SqlEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    await migrateEventStore(database.client);
    store = new SqlEventStore(database.client);
  });
  afterAll(() => database.drop());

  const diagnosticId = () => randomUUID();
  const command = (id: string, shopIds = ['demo-phx-01']): RecordShopsRecommended => ({
    type: 'RecordShopsRecommended',
    diagnosticId: id,
    userId: '6f1c1c52-5d4e-4d8e-9a57-0b8e6d1d7a11',
    zipCode: '85253',
    shopIds,
  });
  const handle = (
    target: EventStore,
    id: string,
    options: Partial<HandleCommandOptions<ShownLists>> = {},
    shopIds?: string[],
  ) =>
    handleCommand(
      target,
      `shop-recommendations-${id}`,
      recordShopsRecommendedDecider,
      command(id, shopIds),
      {
        context: requestContext(randomUUID(), now),
        ...options,
      },
    );

  it('appends the decided events, stamped with the command context', async () => {
    const id = diagnosticId();
    const correlationId = randomUUID();
    const result = await handle(store, id, { context: requestContext(correlationId, now) });

    const [stored] = await store.readStream(`shop-recommendations-${id}`);
    expect(result.newEvents).toHaveLength(1);
    expect(stored).toMatchObject({
      type: 'ShopsRecommended',
      streamPosition: 1n,
      position: result.position,
      metadata: { correlationId, causationId: null, occurredAt: now.toISOString() },
    });
  });

  it('decides on the stream: a repeat records nothing and answers the stream’s end', async () => {
    const id = diagnosticId();
    const first = await handle(store, id);
    const progress = new RecordingProgress();
    const again = await handle(store, id, { readModels: { progress, projections: ['shops'] } });

    expect(again.newEvents).toEqual([]);
    expect(again.newState).toEqual(first.newState);
    expect(await store.readStream(`shop-recommendations-${id}`)).toHaveLength(1);
    expect(progress.waits).toEqual([{ position: first.position, projectionIds: ['shops'] }]);
  });

  it('waits for the named read models at the appended position', async () => {
    const progress = new RecordingProgress();
    const result = await handle(store, diagnosticId(), {
      readModels: { progress, projections: ['shops', 'diagnostics'] },
    });
    expect(progress.waits).toEqual([
      { position: result.position, projectionIds: ['shops', 'diagnostics'] },
    ]);
  });

  it('does the work that must precede the append only when there is something to append', async () => {
    const id = diagnosticId();
    let calls = 0;
    const beforeAppend = async () => void calls++;
    await handle(store, id, { beforeAppend });
    await handle(store, id, { beforeAppend });
    expect(calls).toBe(1);
  });

  /** A store on which another writer records the same list just before our first append. */
  function racedBy(winner: () => Promise<unknown>, times = 1): EventStore {
    let races = times;
    return {
      readStream: (id) => store.readStream(id),
      readAll: (options) => store.readAll(options),
      headPosition: () => store.headPosition(),
      onAppended: (listener) => store.onAppended(listener),
      appendToStream: async (id, events, expected) => {
        if (races-- > 0) await winner();
        return store.appendToStream(id, events, expected);
      },
    };
  }

  it('decides again on the winner’s state when another writer appended first', async () => {
    const id = diagnosticId();
    const result = await handle(
      racedBy(() => handle(store, id)),
      id,
    );

    expect(result.newEvents).toEqual([]);
    expect(await store.readStream(`shop-recommendations-${id}`)).toHaveLength(1);
  });

  it('appends its own different decision after losing a race', async () => {
    const id = diagnosticId();
    const result = await handle(
      racedBy(() => handle(store, id, {}, ['demo-phx-09'])),
      id,
    );

    expect(result.newEvents).toHaveLength(1);
    const stored = await store.readStream(`shop-recommendations-${id}`);
    expect(stored.map((event) => event.streamPosition)).toEqual([1n, 2n]);
  });

  it('gives up with the conflict after its attempts are spent', async () => {
    const id = diagnosticId();
    let list = 0;
    const rival = () => handle(store, id, {}, [`demo-phx-${++list}`]);
    await expect(handle(racedBy(rival, 2), id, { attempts: 2 })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
  });
});
