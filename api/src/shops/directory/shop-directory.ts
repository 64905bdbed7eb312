import type { SqlClient } from '@fairwrench/event-store';
import { findShopsInBox } from '@fairwrench/projections/shops/shops.query';
import { boundingBox, type GeoPoint } from './geo';
import type { ListedShop, RankedShop } from './listed-shop';
import { rankShops, type RankPlan } from './rank-shops';
import { locateZip } from './zip-locations';

/** A ranking plan plus which listings take part. */
export interface ShopSearch extends RankPlan {
  /** Partner shops only (shop search, recommendations), or every listing (nearest shops). */
  readonly partnersOnly: boolean;
}

/** Candidates in the box around the circle; `rankShops` measures and keeps the circle. */
function shopsAround(sql: SqlClient, origin: GeoPoint, search: ShopSearch): Promise<ListedShop[]> {
  return findShopsInBox(sql, boundingBox(origin, search.radiusMiles), search.partnersOnly);
}

/**
 * The directory's answer for a ZIP code. A ZIP code the dataset does not know has no place to
 * measure from, so it finds nothing, like a known ZIP code with no shop in range.
 */
export async function searchDirectory(
  sql: SqlClient,
  zipCode: string,
  search: ShopSearch,
): Promise<RankedShop[]> {
  const origin = locateZip(zipCode);
  if (!origin) return [];
  return rankShops(await shopsAround(sql, origin, search), origin, search);
}

/** Tries each search in turn until one finds at least `enough` shops (or the last one ran). */
export async function searchWidening(
  sql: SqlClient,
  zipCode: string,
  searches: readonly ShopSearch[],
  enough: number,
): Promise<RankedShop[]> {
  let found: RankedShop[] = [];
  for (const search of searches) {
    found = await searchDirectory(sql, zipCode, search);
    if (found.length >= enough) break;
  }
  return found;
}
