import type { ShopSearch } from '../directory/shop-directory';

/**
 * The three shop searches of the spec, all answered from the one shop directory. They differ
 * in who takes part, how far they look and how they order (docs/decisions/007-zip-geodata.md):
 *
 * - shops (GET /api/shops): our partner shops within 25 miles, best match first (Bayesian
 *   rating less a star per 20 miles), at most 10;
 * - regional (GET /api/regional-shops): partner shops within 60 miles, best rated first, at
 *   most 10: the region's strongest shops, worth a longer drive;
 * - places (GET /api/places-shops): every listed shop within 25 miles, partner or not,
 *   nearest first, at most 20, as a map search would list them.
 */
export const SHOP_SEARCHES = {
  shops: { radiusMiles: 25, order: 'best-match', limit: 10, partnersOnly: true },
  regional: { radiusMiles: 60, order: 'best-rated', limit: 10, partnersOnly: true },
  places: { radiusMiles: 25, order: 'nearest', limit: 20, partnersOnly: false },
} as const satisfies Record<string, ShopSearch>;

export type ShopSearchName = keyof typeof SHOP_SEARCHES;
