import { milesBetween, type GeoPoint } from './geo';
import type { ListedShop, RankedShop } from './listed-shop';
import { bayesianRating } from './shop-rating';
import { canDo, fitsTheJob, NO_NEEDS, preferenceFit, type ShopNeeds } from './shop-needs';

/**
 * - best-match: the Bayesian rating less a star for every MILES_PER_STAR miles away;
 * - best-rated: the Bayesian rating, nearer first on a tie;
 * - nearest: distance only, as a map search would list them.
 */
export type ShopOrder = 'best-match' | 'best-rated' | 'nearest';

export interface RankPlan {
  readonly radiusMiles: number;
  readonly order: ShopOrder;
  readonly limit: number;
  /**
   * With needs, shops that cannot do the work drop out, so do shops of another kind than the
   * job calls for (fitsTheJob) unless `otherKinds`, and preferred skills rank first.
   */
  readonly needs?: ShopNeeds;
  readonly otherKinds?: boolean;
}

function eligible(shop: RankedShop, plan: RankPlan): boolean {
  if (shop.distanceInMiles > plan.radiusMiles) return false;
  if (!plan.needs) return true;
  return canDo(shop, plan.needs) && (plan.otherKinds === true || fitsTheJob(shop, plan.needs));
}

/** Twenty miles cost a whole star: a 4.8 shop 20 miles away ties a 3.8 shop next door. */
export const MILES_PER_STAR = 20;

export function matchScore(shop: RankedShop): number {
  return bayesianRating(shop.rating, shop.reviewCount) - shop.distanceInMiles / MILES_PER_STAR;
}

type Compare = (a: RankedShop, b: RankedShop) => number;

const byOrder: Record<ShopOrder, Compare> = {
  'best-match': (a, b) => matchScore(b) - matchScore(a),
  'best-rated': (a, b) =>
    bayesianRating(b.rating, b.reviewCount) - bayesianRating(a.rating, a.reviewCount) ||
    a.distanceInMiles - b.distanceInMiles,
  nearest: (a, b) => a.distanceInMiles - b.distanceInMiles,
};

/** Shops within the plan's radius of `origin`, best first, at most `limit` of them. */
export function rankShops(
  shops: readonly ListedShop[],
  origin: GeoPoint,
  plan: RankPlan,
): RankedShop[] {
  const needs = plan.needs ?? NO_NEEDS;
  const compare = byOrder[plan.order];
  return shops
    .map((shop) => ({ ...shop, distanceInMiles: milesBetween(origin, shop) }))
    .filter((shop) => eligible(shop, plan))
    .sort(
      (a, b) =>
        preferenceFit(b, needs) - preferenceFit(a, needs) ||
        compare(a, b) ||
        a.id.localeCompare(b.id), // a stable answer when everything else ties
    )
    .slice(0, plan.limit);
}
