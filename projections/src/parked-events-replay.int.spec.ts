import { randomUUID } from 'node:crypto';
import { SqlEventStore, type NewEvent } from '@fairwrench/event-store';
import {
  createTestDatabase,
  testAdapters,
  testEvent,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { z } from 'zod';
import { listParked } from './parked-events';
import { replayParked } from './parked-events-replay';
import { parseRecorded, perEvent, type Projection } from './projection';
import { ProjectionRunner } from './projection-runner';

/** A name was a string; the "fix" is a schema that also takes the numbers once written. */
let acceptsNumbers = false;
const thingSchema = () =>
  z.object({
    data: z.object({
      thingId: z.string(),
      name: acceptsNumbers ? z.union([z.string(), z.number()]) : z.string(),
    }),
  });

/** One row per thing, versioned by stream position like the real read models. */
const thingsProjection: Projection = {
  subscriptionId: 'things',
  async migrate(client) {
    await client.exec(`create table if not exists rm_things
      (thing_id text primary key, name text not null, version bigint not null)`);
  },
  async truncate(tx) {
    await tx.exec(`truncate rm_things`);
  },
  handle: perEvent(async (event, tx) => {
    if (event.type !== 'ThingOpened' && event.type !== 'ThingRenamed') return;
    const { data } = parseRecorded(thingSchema(), event);
    const row = [data.thingId, String(data.name), String(event.streamPosition)];
    if (event.type === 'ThingOpened') {
      await tx.query(`insert into rm_things values ($1, $2, $3) on conflict do nothing`, row);
    } else {
      await tx.query(
        `update rm_things set name = $2, version = $3 where thing_id = $1 and version < $3`,
        row,
      );
    }
  }),
};

describe.each(testAdapters())('replaying parked events on %s', (adapter) => {
  let database: TestDatabase;
  let store: SqlEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    store = new SqlEventStore(database.client);
    await new ProjectionRunner(store, database.client, [thingsProjection]).migrate();
  });
  afterAll(() => database.drop());
  beforeEach(() => (acceptsNumbers = false));

  async function runUntilCaughtUp(): Promise<void> {
    const runner = new ProjectionRunner(store, database.client, [thingsProjection]);
    runner.start();
    expect(await runner.waitFor(await store.headPosition(), ['things'], 10_000)).toBe(true);
    await runner.stop();
  }

  const things = () =>
    database.client.query(`select thing_id, name, version::int from rm_things order by name`);
  const thing = (type: string, thingId: string, name: unknown): NewEvent =>
    testEvent(type, { thingId, name });

  it('applies a parked event once its schema is fixed, then its stream in log order', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    // The rename lands before its thing was opened: it changes nothing until the replay.
    await store.appendToStream(
      `thing-${a}`,
      [thing('ThingOpened', a, 42), thing('ThingRenamed', a, 'Renamed')],
      'no_stream',
    );
    await store.appendToStream(`thing-${b}`, [thing('ThingOpened', b, 'Other')], 'no_stream');
    await runUntilCaughtUp();
    expect(await things()).toEqual([{ thing_id: b, name: 'Other', version: 1 }]);
    const [parked] = await listParked(database.client);
    expect(parked).toMatchObject({ subscriptionId: 'things', type: 'ThingOpened', attempts: 1 });

    const unfixed = await replayParked(store, database.client, [thingsProjection]);
    expect(unfixed.map((o) => o.error)).toEqual([expect.stringMatching(/fails its schema/)]);
    expect(await listParked(database.client)).toMatchObject([{ attempts: 2 }]);

    acceptsNumbers = true;
    const fixed = await replayParked(store, database.client, [thingsProjection]);
    expect(fixed.map((o) => [o.error, o.reapplied])).toEqual([[undefined, 1]]);
    expect(await listParked(database.client)).toEqual([]);
    expect(await things()).toEqual([
      { thing_id: b, name: 'Other', version: 1 },
      { thing_id: a, name: 'Renamed', version: 2 },
    ]);

    // A second replay has nothing to do; a rebuild from the log gives the same read model.
    expect(await replayParked(store, database.client, [thingsProjection])).toEqual([]);
    const replayed = await things();
    await database.client.transaction(async (tx) => {
      await thingsProjection.truncate(tx);
      await tx.query(`delete from es_checkpoints where subscription_id = 'things'`);
    });
    await runUntilCaughtUp();
    expect(await things()).toEqual(replayed);
  });
});
