import { randomUUID } from 'node:crypto';
import type { EventOfType } from '@fairwrench/contracts';
import { SqlEventStore, type RecordedEvent } from '@fairwrench/event-store';
import {
  createTestDatabase,
  testAdapters,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { ProjectionRunner, resetProjection } from '../projection-runner';
import { shopsProjection } from './shops.projection';
import { EVERYWHERE, findShopsInBox } from './shops.query';

function listed(shopId: string, rating: number, partner = true): EventOfType<'PartnerShopListed'> {
  return {
    type: 'PartnerShopListed',
    schemaVersion: 1,
    data: {
      shopId,
      name: `${shopId} Auto (Demo)`,
      address: '1 Fictional Way, Paradise Valley, AZ 85253',
      zip: '85253',
      lat: 33.5494,
      lon: -111.9565,
      phone: '(480) 555-0100',
      hours: 'Mon-Fri 8 AM-6 PM',
      rating,
      reviewCount: 120,
      services: ['general', 'ev'],
      partner,
      demo: true,
      metro: 'Phoenix, AZ',
      notes: 'Demo shop — not a real business',
    },
    metadata: {
      eventId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: '2026-11-21T09:00:00.000Z',
    },
  };
}

describe.each(testAdapters())('shops projection on %s', (adapter) => {
  let database: TestDatabase;
  let store: SqlEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    store = new SqlEventStore(database.client);
    await new ProjectionRunner(store, database.client, [shopsProjection]).migrate();
  });
  afterAll(() => database.drop());

  async function runUntilCaughtUp(): Promise<void> {
    const runner = new ProjectionRunner(store, database.client, [shopsProjection]);
    runner.start();
    expect(await runner.waitFor(await store.headPosition(), ['shops'], 10_000)).toBe(true);
    await runner.stop();
  }

  const readModel = () =>
    database.client.query<{ shop_id: string; rating: number; services: string[] }>(
      `select shop_id, rating, services, name, lat, lon, partner, demo from rm_shops
       order by shop_id`,
    );

  it('keeps the latest listing of each shop and rebuilds the same from the log', async () => {
    for (let i = 0; i < 12; i++) {
      await store.appendToStream(`partner-shop-s${i}`, [listed(`s${i}`, 4)], 'no_stream');
    }
    await store.appendToStream('partner-shop-s3', [listed('s3', 4.6)], 1n);

    await runUntilCaughtUp();
    const built = await readModel();
    expect(built).toHaveLength(12);
    expect(built.find((row) => row.shop_id === 's3')).toMatchObject({
      rating: 4.6,
      services: ['general', 'ev'],
    });

    await resetProjection(database.client, shopsProjection);
    expect(await readModel()).toHaveLength(0);
    await runUntilCaughtUp();
    expect(await readModel()).toEqual(built);
  });

  it('never lets an older listing applied again replace a newer one', async () => {
    const [older, newer] = await store.readStream('partner-shop-s3');
    const before = await readModel();
    const apply = (event: RecordedEvent) =>
      database.client.transaction((tx) => shopsProjection.handle([event], tx));

    await apply(older!);
    await apply(newer!);
    expect(await readModel()).toEqual(before);
  });

  it('finds the listings inside a box, partners only or all of them', async () => {
    await store.appendToStream('partner-shop-n1', [listed('n1', 3.9, false)], 'no_stream');
    await runUntilCaughtUp();
    const aroundParadiseValley = { minLat: 33.5, maxLat: 33.6, minLon: -112, maxLon: -111.9 };

    const all = await findShopsInBox(database.client, aroundParadiseValley, false);
    const partners = await findShopsInBox(database.client, aroundParadiseValley, true);
    expect(all).toHaveLength(13);
    expect(partners.map((shop) => shop.id)).not.toContain('n1');
    expect(partners).toHaveLength(12);
    expect(all.find((shop) => shop.id === 's3')).toEqual({
      id: 's3',
      name: 's3 Auto (Demo)',
      address: '1 Fictional Way, Paradise Valley, AZ 85253',
      zip: '85253',
      lat: 33.5494,
      lon: -111.9565,
      phone: '(480) 555-0100',
      hours: 'Mon-Fri 8 AM-6 PM',
      rating: 4.6,
      reviewCount: 120,
      services: ['general', 'ev'],
      partner: true,
      metro: 'Phoenix, AZ',
    });
    expect(await findShopsInBox(database.client, EVERYWHERE, false)).toHaveLength(13);
    const aroundBeverlyHills = { minLat: 34, maxLat: 34.2, minLon: -118.5, maxLon: -118.3 };
    expect(await findShopsInBox(database.client, aroundBeverlyHills, false)).toEqual([]);
  });
});
