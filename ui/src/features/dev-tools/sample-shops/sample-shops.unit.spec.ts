/// <reference types="jest" />
import { shopSchema } from '@fairwrench/contracts';
import { SAMPLE_REGIONS, type SampleRegionId } from './sample-regions';
import {
  BETTER_SHOP_MIN_RATING,
  betterShopsForZip,
  regionIdForZip,
  sampleShopsForZip,
} from './sample-shops';

/** The spec's table, written out independently of the code: two-digit prefix → region. */
const EXPECTED: Record<string, SampleRegionId> = {
  ...Object.fromEntries(['10', '11', '12', '13', '14'].map((p) => [p, 'new-york'])),
  ...Object.fromEntries(['70', '71'].map((p) => [p, 'louisiana'])),
  ...Object.fromEntries(['30', '31', '39'].map((p) => [p, 'southeast'])),
  ...Object.fromEntries(['60', '61', '62'].map((p) => [p, 'illinois'])),
  '19': 'philadelphia',
  ...Object.fromEntries(['85', '86'].map((p) => [p, 'arizona'])),
};

const twoDigitPrefixes = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

describe('regionIdForZip', () => {
  it.each(twoDigitPrefixes)('maps ZIP codes starting %s as the spec says', (prefix) => {
    const expected = prefix.startsWith('9') ? 'west' : (EXPECTED[prefix] ?? 'default');
    expect(regionIdForZip(`${prefix}123`)).toBe(expected);
  });

  it.each([
    ['15213', 'default'],
    ['72201', 'default'],
    ['09999', 'default'],
    ['29201', 'default'],
    ['32801', 'default'],
    ['38103', 'default'],
    ['59001', 'default'],
    ['63101', 'default'],
    ['84101', 'default'],
    ['87501', 'default'],
    ['14999', 'new-york'],
    ['10001', 'new-york'],
    ['90210', 'west'],
    ['99501', 'west'],
  ] as const)('puts the boundary ZIP %s in %s', (zip, region) => {
    expect(regionIdForZip(zip)).toBe(region);
  });

  it('decides on the first character or two, whatever follows', () => {
    expect(regionIdForZip('9')).toBe('west');
    expect(regionIdForZip('1')).toBe('default');
    expect(regionIdForZip('85')).toBe('arizona');
    expect(regionIdForZip(' 10001 ')).toBe('new-york');
  });

  it('falls back to the default set for an empty or non-numeric ZIP', () => {
    expect(regionIdForZip('')).toBe('default');
    expect(regionIdForZip('   ')).toBe('default');
    expect(regionIdForZip('abcde')).toBe('default');
  });
});

describe('the sample shops', () => {
  const allShops = Object.values(SAMPLE_REGIONS).flatMap((region) => region.shops);

  it('are valid shops, plainly fictional, each with its own id', () => {
    for (const shop of allShops) {
      expect(shopSchema.safeParse(shop).success).toBe(true);
      expect(shop.name).toMatch(/\(Sample\)$/);
      expect(shop.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
    }
    expect(new Set(allShops.map((shop) => shop.id)).size).toBe(allShops.length);
  });

  it('sit in the region their own ZIP code selects', () => {
    for (const [id, region] of Object.entries(SAMPLE_REGIONS)) {
      if (id === 'default') continue;
      for (const shop of region.shops) {
        const zip = /(\d{5})$/.exec(shop.address)?.[1] ?? '';
        expect([shop.name, regionIdForZip(zip)]).toEqual([shop.name, id]);
      }
    }
  });

  it('are returned for the ZIP code, a copy the caller may reorder', () => {
    const shops = sampleShopsForZip('10001');
    expect(shops.map((shop) => shop.address)).toEqual(
      SAMPLE_REGIONS['new-york'].shops.map((shop) => shop.address),
    );
    shops.reverse();
    expect(sampleShopsForZip('10001')[0]).toEqual(SAMPLE_REGIONS['new-york'].shops[0]);
  });
});

describe('betterShopsForZip', () => {
  it('drops the shops below 4.5 and orders the rest by rating, then reviews', () => {
    expect(betterShopsForZip('10001').map((shop) => [shop.rating, shop.reviewCount])).toEqual([
      [4.9, 536],
      [4.7, 221],
      [4.5, 344],
    ]);
  });

  it('leaves some shops out in every region, and keeps at least two', () => {
    for (const zip of ['90210', '10001', '70115', '30308', '60614', '19106', '85253', '']) {
      const better = betterShopsForZip(zip);
      expect(better.length).toBeGreaterThanOrEqual(2);
      expect(better.length).toBeLessThan(sampleShopsForZip(zip).length);
      expect(better.every((shop) => shop.rating >= BETTER_SHOP_MIN_RATING)).toBe(true);
      expect(BETTER_SHOP_MIN_RATING).toBe(4.5);
    }
  });
});
