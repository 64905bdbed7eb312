import type { SqlClient } from '@fairwrench/event-store';
import type { RankedShop } from './listed-shop';
import { isHighlyRated } from './shop-rating';
import { NO_NEEDS, type ShopNeeds } from './shop-needs';
import { searchDirectory, type ShopSearch } from './shop-directory';

/** Managed repairs go to partners within 25 miles, or 60 when none is that close. */
const MANAGED_SEARCHES: readonly ShopSearch[] = [
  { radiusMiles: 25, order: 'best-match', limit: 50, partnersOnly: true },
  { radiusMiles: 60, order: 'best-match', limit: 50, partnersOnly: true },
];

/**
 * Partner shops good enough to take a managed repair near `zipCode` (see HIGHLY_RATED in
 * shop-rating.ts: Bayesian rating 4.5 or more with at least 50 reviews), those fit for the
 * problem first, best match first; shops of another kind than the job's only when no highly
 * rated shop of its kind is within 60 miles (shop-needs.ts, fitsTheJob). Empty when no such
 * shop is within 60 miles.
 */
export async function highlyRatedShops(
  sql: SqlClient,
  zipCode: string,
  needs: ShopNeeds = NO_NEEDS,
  limit = 5,
): Promise<RankedShop[]> {
  for (const otherKinds of [false, true]) {
    for (const search of MANAGED_SEARCHES) {
      const found = await searchDirectory(sql, zipCode, { ...search, needs, otherKinds });
      const good = found.filter(isHighlyRated);
      if (good.length > 0) return good.slice(0, limit);
    }
  }
  return [];
}
