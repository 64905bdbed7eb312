import type { SqlClient } from '@fairwrench/event-store';
import { loadDemoDirectory } from '../seed-demo-directory/demo-directory';
import { highlyRatedShops } from './highly-rated-shops';
import type { ShopSearch } from './shop-directory';
import { NO_NEEDS, type ShopNeeds } from './shop-needs';
import { shopsForJob } from './shops-for-job';

type Listing = ReturnType<typeof loadDemoDirectory>[number];

/** The read model as the projection fills it from the demo directory; the box is ignored. */
function directoryOf(listings: readonly Listing[] = loadDemoDirectory()): SqlClient {
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

const searches = (needs: ShopNeeds): ShopSearch[] => [
  { radiusMiles: 25, order: 'best-match', limit: 5, partnersOnly: true, needs },
  { radiusMiles: 60, order: 'best-match', limit: 5, partnersOnly: true, needs },
];

/** A CV axle on a gas Civic: mechanical work with no special skill. */
const cvAxleOnGasCivic = NO_NEEDS;
const chicago = '60601';

const bodyOnly = (shop: { services: readonly string[] }) => !shop.services.includes('general');
const evSpecialist = (shop: { services: readonly string[] }) => shop.services.includes('ev');

describe('shops matched to the job', () => {
  it('recommends neither a body shop nor an EV specialist for a CV axle on a gas car', async () => {
    const shops = await shopsForJob(directoryOf(), chicago, searches(cvAxleOnGasCivic), 3);

    expect(shops.length).toBeGreaterThan(0);
    expect(shops.filter(bodyOnly).map((shop) => shop.name)).toEqual([]);
    expect(shops.filter(evSpecialist).map((shop) => shop.name)).toEqual([]);
    // Chicago's demo directory holds both kinds near the Loop: they were there to be left out.
    const near = await shopsForJob(
      directoryOf(),
      chicago,
      searches({ ...NO_NEEDS, bodywork: true }),
      1,
    );
    expect(near.length).toBeGreaterThan(0);
  });

  it('keeps EV specialists for a hybrid or an electric car, first', async () => {
    const [first] = await shopsForJob(
      directoryOf(),
      chicago,
      searches({ ...NO_NEEDS, highVoltage: true }),
      3,
    );
    expect(first?.services).toContain('ev');
  });

  it('offers a shop of another kind only when none of the job kind is within 60 miles', async () => {
    const demo = loadDemoDirectory();
    const onlyBodyAndEv = demo.filter((shop) => bodyOnly(shop) || evSpecialist(shop));
    const shops = await shopsForJob(
      directoryOf(onlyBodyAndEv),
      chicago,
      searches(cvAxleOnGasCivic),
      3,
    );
    expect(shops.length).toBeGreaterThan(0);

    const mechanic = demo.find((shop) => shop.shopId === 'demo-chi-01')!; // 60601, general
    const withOne = await shopsForJob(
      directoryOf([...onlyBodyAndEv, mechanic]),
      chicago,
      searches(cvAxleOnGasCivic),
      3,
    );
    expect(withOne.map((shop) => shop.id)).toEqual(['demo-chi-01']);
  });

  it('sends a managed CV axle repair to a mechanic, not a body shop or EV specialist', async () => {
    const shops = await highlyRatedShops(directoryOf(), chicago, cvAxleOnGasCivic);
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.filter((shop) => bodyOnly(shop) || evSpecialist(shop))).toEqual([]);
  });
});
