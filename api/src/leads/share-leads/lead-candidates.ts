import type { SqlClient } from '@fairwrench/event-store';
import { findShopsById } from '@fairwrench/projections/shops/shops.query';
import { milesBetween } from '../../shops/directory/geo';
import { highlyRatedShops } from '../../shops/directory/highly-rated-shops';
import type { ShopNeeds } from '../../shops/directory/shop-needs';
import { HIGHLY_RATED } from '../../shops/directory/shop-rating';
import { locateZip } from '../../shops/directory/zip-locations';
import type { LeadCandidate } from '@fairwrench/domain';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The partner shops of a list the owner was shown, in the order shown. A shop that has left
 * the directory or stopped partnering since gets no lead.
 */
export async function recommendedCandidates(
  sql: SqlClient,
  zipCode: string,
  shopIds: readonly string[],
  newId: () => string,
): Promise<LeadCandidate[]> {
  const listed = new Map((await findShopsById(sql, shopIds)).map((shop) => [shop.id, shop]));
  const origin = locateZip(zipCode);
  return shopIds.flatMap((shopId, index) => {
    const shop = listed.get(shopId);
    if (!shop?.partner) return [];
    const rank = index + 1;
    const distanceInMiles = origin ? oneDecimal(milesBetween(origin, shop)) : 0;
    return [
      {
        shopId,
        leadId: newId(),
        selection: {
          rank,
          rating: shop.rating,
          reviewCount: shop.reviewCount,
          distanceInMiles,
          // The owner's ZIP code stays out: the reason is shown in the pseudonymous trail.
          reason: `Recommended to the owner as number ${rank} of ${shopIds.length} partner shops nearby`,
        },
      },
    ];
  });
}

/**
 * The shop a managed repair goes to: the best-fitting highly rated partner near the vehicle
 * (highly-rated-shops.ts), none when there is no such shop within 60 miles.
 */
export async function managedRepairCandidate(
  sql: SqlClient,
  zipCode: string,
  needs: ShopNeeds,
  newId: () => string,
): Promise<LeadCandidate[]> {
  const [best] = await highlyRatedShops(sql, zipCode, needs, 1);
  if (!best) return [];
  const distanceInMiles = oneDecimal(best.distanceInMiles);
  const fit = Object.entries(needs)
    .filter(([, needed]) => needed)
    .map(([need]) => need);
  return [
    {
      shopId: best.id,
      leadId: newId(),
      selection: {
        rank: 1,
        rating: best.rating,
        reviewCount: best.reviewCount,
        distanceInMiles,
        reason:
          `Best-fitting highly rated partner (rating ${best.rating} from ${best.reviewCount} reviews; ` +
          `threshold: Bayesian ${HIGHLY_RATED.minBayesianRating} with ${HIGHLY_RATED.minReviews}+ reviews), ` +
          `${distanceInMiles} mi from the vehicle` +
          (fit.length > 0 ? `, chosen for ${fit.join(', ')} work` : ''),
      },
    },
  ];
}
