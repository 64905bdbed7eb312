import { seedDemoShops } from '../seed-demo-directory/seed-demo-shops';
import { shopsResponseSchema, type Shop } from '@fairwrench/contracts';
import { useCaseAdapters } from '@fairwrench/event-store/testing';
import { EVERYWHERE, findShopsInBox } from '@fairwrench/projections/shops/shops.query';
import type { App } from 'supertest/types';
import { request, startProductUnderTest, type ProductUnderTest } from '@fairwrench/server/testing';

const SEARCHES = ['/api/shops', '/api/regional-shops', '/api/places-shops'] as const;

describe.each(useCaseAdapters())('shop directory and searches on %s', (adapter) => {
  let sut: ProductUnderTest;
  let http: App;
  let partners: Set<string>;

  beforeAll(async () => {
    sut = await startProductUnderTest(adapter);
    http = sut.product.app.getHttpServer();
    const seeded = await seedDemoShops(sut.database.store);
    expect(await sut.product.runner!.waitFor(seeded.position, ['shops'], 10_000)).toBe(true);
    const listed = await findShopsInBox(sut.database.client, EVERYWHERE, true);
    partners = new Set(listed.map((shop) => shop.id));
  });
  afterAll(() => sut.close());

  const countShops = async () =>
    (await findShopsInBox(sut.database.client, EVERYWHERE, false)).length;

  async function search(path: string, zipCode: string): Promise<Shop[]> {
    const response = await request(http).get(path).query({ zipCode, _t: Date.now() }).expect(200);
    return shopsResponseSchema.parse(response.body).shops;
  }

  it('seeds the demo directory once: seeding again appends nothing', async () => {
    const before = await countShops();
    const again = await seedDemoShops(sut.database.store);

    expect(before).toBe(again.shops);
    expect(again.appended).toBe(0);
    expect(await sut.product.runner!.waitFor(again.position, ['shops'], 10_000)).toBe(true);
    expect(await countShops()).toBe(before);
  });

  describe.each(['85253', '90210'])('for the test ZIP code %s', (zipCode) => {
    it('/api/shops: partner shops within 25 miles, at most 10', async () => {
      const shops = await search('/api/shops', zipCode);
      expect(shops.length).toBeGreaterThan(0);
      expect(shops.length).toBeLessThanOrEqual(10);
      for (const shop of shops) {
        expect(partners.has(shop.id!)).toBe(true);
        expect(shop.distanceInMiles).toBeLessThanOrEqual(25);
        expect(shop.name).toMatch(/\(Demo\)$/);
      }
    });

    it('/api/regional-shops: partners within 60 miles', async () => {
      const shops = await search('/api/regional-shops', zipCode);
      expect(shops.length).toBeGreaterThan(0);
      expect(shops.every((shop) => partners.has(shop.id!) && shop.distanceInMiles <= 60)).toBe(
        true,
      );
    });

    it('/api/places-shops: every listed shop within 25 miles, nearest first', async () => {
      const shops = await search('/api/places-shops', zipCode);
      const distances = shops.map((shop) => shop.distanceInMiles);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(shops.some((shop) => !partners.has(shop.id!))).toBe(true);
    });
  });

  it('answers distance and rating to one decimal, in the contract shape', async () => {
    const [nearest] = await search('/api/places-shops', '85253');
    expect(nearest).toEqual({
      id: expect.stringMatching(/^demo-/),
      name: expect.any(String),
      address: expect.stringMatching(/, AZ 85253$/),
      distanceInMiles: 0,
      rating: expect.any(Number),
      reviewCount: expect.any(Number),
      phone: expect.stringMatching(/^\(480\) 555-01\d\d$/),
      hours: expect.any(String),
    });
    expect(Math.round(nearest!.rating * 10)).toBe(nearest!.rating * 10);
  });

  it('reads a ZIP+4 as its five-digit ZIP code, and ignores a missing cache-buster', async () => {
    const plus4 = await request(http).get('/api/shops?zipCode=85253-1234').expect(200);
    expect(plus4.body).toEqual({ shops: await search('/api/shops', '85253') });
  });

  it.each(SEARCHES)('%s: a valid ZIP code with no shop in range is an empty list', async (path) => {
    expect(await search(path, '99950')).toEqual([]); // Ketchikan, AK
    expect(await search(path, '00000')).toEqual([]); // well formed, but no such ZIP code
  });

  describe.each(SEARCHES)('%s rejects bad queries with a 400 in the spec wording', (path) => {
    it.each([
      ['an empty ZIP code', '?zipCode=', 'Please enter a ZIP code'],
      ['no ZIP code', '', 'Please enter a ZIP code'],
      [
        'a malformed ZIP code',
        '?zipCode=8525x',
        'Please enter a valid ZIP code, for example 85253',
      ],
      ['a short ZIP code', '?zipCode=8525', 'Please enter a valid ZIP code, for example 85253'],
      [
        'a repeated ZIP code',
        '?zipCode=85253&zipCode=90210',
        'The request is not in the expected form.',
      ],
      ['a cache-buster that is not a timestamp', '?zipCode=85253&_t=now', expect.any(String)],
      ['an unknown parameter', '?zipCode=85253&radius=500', expect.any(String)],
      ['a path trick', '?zipCode=..%2F..%2Fetc', expect.any(String)],
    ])('%s', async (_case, query, detail) => {
      const response = await request(http).get(`${path}${query}`).expect(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.body.detail).toEqual(detail);
    });
  });

  it('needs no session', async () => {
    const response = await request(http).get('/api/shops?zipCode=90210').expect(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
