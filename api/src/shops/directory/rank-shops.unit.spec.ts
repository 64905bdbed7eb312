import { matchScore, rankShops } from './rank-shops';
import { NO_NEEDS } from './shop-needs';
import type { ListedShop } from './listed-shop';

/** The owner's position in the ranking tests: Paradise Valley, AZ 85253. */
const origin = { lat: 33.5494, lon: -111.9565 };

/** A shop `milesNorth` miles due north of `origin` (69.05 miles to a degree of latitude). */
function shopAt(id: string, milesNorth: number, change: Partial<ListedShop> = {}): ListedShop {
  return {
    id,
    name: `Shop ${id}`,
    address: `${id} Test Rd, Paradise Valley, AZ 85253`,
    zip: '85253',
    lat: origin.lat + milesNorth / 69.05,
    lon: origin.lon,
    phone: '(480) 555-0100',
    hours: 'Mon-Fri 8 AM-6 PM',
    rating: 4.5,
    reviewCount: 100,
    services: ['general'],
    partner: true,
    metro: 'Phoenix, AZ',
    ...change,
  };
}

const ids = (shops: { id: string }[]) => shops.map((shop) => shop.id);

describe('rankShops', () => {
  it('keeps only shops within the radius and measures their distance', () => {
    const shops = [shopAt('near', 3), shopAt('edge', 24.5), shopAt('far', 26)];
    const ranked = rankShops(shops, origin, { radiusMiles: 25, order: 'nearest', limit: 10 });

    expect(ids(ranked)).toEqual(['near', 'edge']);
    expect(ranked[0]!.distanceInMiles).toBeCloseTo(3, 1);
  });

  it('answers an empty list when nothing is in range', () => {
    expect(
      rankShops([shopAt('far', 80)], origin, { radiusMiles: 25, order: 'nearest', limit: 10 }),
    ).toEqual([]);
  });

  it('best match: a much better shop a little farther beats a poor one next door', () => {
    const shops = [
      shopAt('next-door', 0.5, { rating: 3.6, reviewCount: 200 }),
      shopAt('better', 6, { rating: 4.8, reviewCount: 300 }),
      shopAt('far-best', 24, { rating: 4.9, reviewCount: 900 }),
    ];
    const ranked = rankShops(shops, origin, { radiusMiles: 25, order: 'best-match', limit: 10 });
    expect(ids(ranked)).toEqual(['better', 'far-best', 'next-door']);
    expect(matchScore(ranked[0]!)).toBeGreaterThan(matchScore(ranked[1]!));
  });

  it('best match: trusts many reviews over a few perfect ones at the same distance', () => {
    const shops = [
      shopAt('few', 2, { rating: 5, reviewCount: 6 }),
      shopAt('many', 2, { rating: 4.7, reviewCount: 650 }),
    ];
    const ranked = rankShops(shops, origin, { radiusMiles: 25, order: 'best-match', limit: 10 });
    expect(ids(ranked)).toEqual(['many', 'few']);
  });

  it('best rated: orders by Bayesian rating, nearer first on a tie', () => {
    const shops = [
      shopAt('good-near', 2, { rating: 4.4, reviewCount: 100 }),
      shopAt('best-far', 50, { rating: 4.9, reviewCount: 400 }),
      shopAt('good-nearer', 1, { rating: 4.4, reviewCount: 100 }),
    ];
    const ranked = rankShops(shops, origin, { radiusMiles: 60, order: 'best-rated', limit: 10 });
    expect(ids(ranked)).toEqual(['best-far', 'good-nearer', 'good-near']);
  });

  it('nearest: distance only, whatever the rating', () => {
    const shops = [shopAt('b', 5, { rating: 5 }), shopAt('a', 1, { rating: 2 })];
    const ranked = rankShops(shops, origin, { radiusMiles: 25, order: 'nearest', limit: 10 });
    expect(ids(ranked)).toEqual(['a', 'b']);
  });

  it('stops at the limit and breaks full ties by id', () => {
    const shops = ['c', 'a', 'b'].map((id) => shopAt(id, 1));
    const ranked = rankShops(shops, origin, { radiusMiles: 25, order: 'nearest', limit: 2 });
    expect(ids(ranked)).toEqual(['a', 'b']);
  });

  describe('fit to the issue', () => {
    const shops = [
      shopAt('general', 1, { rating: 4.9, reviewCount: 500 }),
      shopAt('body', 8, { services: ['body', 'collision'], rating: 4.3 }),
      shopAt('ev', 10, { services: ['general', 'ev'], rating: 4.3 }),
      shopAt('gearbox', 12, { services: ['general', 'transmission'], rating: 4.3 }),
    ];
    const plan = { radiusMiles: 25, order: 'best-match' as const, limit: 10 };

    it('leaves shops without bodywork out of a collision repair', () => {
      const needs = { ...NO_NEEDS, bodywork: true };
      expect(ids(rankShops(shops, origin, { ...plan, needs }))).toEqual(['body']);
    });

    it('ranks EV-capable shops first for a high-voltage vehicle, then the other mechanics', () => {
      const needs = { ...NO_NEEDS, highVoltage: true };
      expect(ids(rankShops(shops, origin, { ...plan, needs }))).toEqual([
        'ev',
        'general',
        'gearbox',
      ]);
    });

    it('leaves the body shop and the EV specialist out of mechanical work on a gas car', () => {
      expect(ids(rankShops(shops, origin, { ...plan, needs: NO_NEEDS }))).toEqual([
        'general',
        'gearbox',
      ]);
    });

    it('keeps every shop that can do the work when other kinds are allowed', () => {
      const ranked = rankShops(shops, origin, { ...plan, needs: NO_NEEDS, otherKinds: true });
      expect(ids(ranked).sort()).toEqual(['body', 'ev', 'gearbox', 'general']);
    });

    it('ranks transmission shops first when the transmission is the likely cause', () => {
      const needs = { ...NO_NEEDS, transmission: true };
      expect(ids(rankShops(shops, origin, { ...plan, needs }))[0]).toBe('gearbox');
    });

    it('without needs, ranks on distance and rating alone', () => {
      expect(ids(rankShops(shops, origin, plan))[0]).toBe('general');
    });
  });
});
