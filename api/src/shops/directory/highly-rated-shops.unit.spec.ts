import type { SqlClient } from '@fairwrench/event-store';
import { loadDemoDirectory } from '../seed-demo-directory/demo-directory';
import { highlyRatedShops } from './highly-rated-shops';
import { HIGHLY_RATED, bayesianRating } from './shop-rating';
import { NO_NEEDS } from './shop-needs';

/** The read model as the projection fills it from the demo directory; the box is ignored. */
function directoryOf(listings = loadDemoDirectory()): SqlClient {
  const rows = listings.map((shop) => ({
    ...shop,
    shop_id: shop.shopId,
    review_count: shop.reviewCount,
  }));
  return {
    query: async (_text: string, params?: readonly unknown[]) =>
      params?.[4] ? rows.filter((row) => row.partner) : rows,
  } as unknown as SqlClient;
}

describe('highlyRatedShops', () => {
  it('offers only partners above the bar, near the ZIP code', async () => {
    const shops = await highlyRatedShops(directoryOf(), '85253');
    expect(shops.length).toBeGreaterThan(0);
    for (const shop of shops) {
      expect(shop.partner).toBe(true);
      expect(shop.reviewCount).toBeGreaterThanOrEqual(HIGHLY_RATED.minReviews);
      expect(bayesianRating(shop.rating, shop.reviewCount)).toBeGreaterThanOrEqual(4.5);
      expect(shop.distanceInMiles).toBeLessThanOrEqual(25);
    }
  });

  it('sends a collision repair to a highly rated body shop', async () => {
    const shops = await highlyRatedShops(directoryOf(), '90210', { ...NO_NEEDS, bodywork: true });
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.every((shop) => shop.services.includes('collision'))).toBe(true);
  });

  it('looks up to 60 miles away when no such shop is within 25', async () => {
    const [listing] = loadDemoDirectory().filter((shop) => shop.zip === '85701'); // Tucson
    const nearOnly = directoryOf([{ ...listing!, rating: 4.9, reviewCount: 400, partner: true }]);
    // Benson, AZ is about 42 miles from Tucson.
    const [shop] = await highlyRatedShops(nearOnly, '85602');
    expect(shop?.distanceInMiles).toBeGreaterThan(25);
    expect(shop?.distanceInMiles).toBeLessThan(60);
  });

  it('finds none where the directory has none, or for an unknown ZIP code', async () => {
    expect(await highlyRatedShops(directoryOf(), '99950')).toEqual([]);
    expect(await highlyRatedShops(directoryOf(), '00000')).toEqual([]);
  });
});
