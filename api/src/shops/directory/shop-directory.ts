import { READ_MODELS, type ShopService } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { boundingBox, type GeoPoint } from './geo';
import type { ListedShop, RankedShop } from './listed-shop';
import { rankShops, type RankPlan } from './rank-shops';
import { locateZip } from './zip-locations';

/** A ranking plan plus which listings take part. */
export interface ShopSearch extends RankPlan {
  /** Partner shops only (shop search, recommendations), or every listing (nearest shops). */
  readonly partnersOnly: boolean;
}

interface ShopRow {
  shop_id: string;
  name: string;
  address: string;
  zip: string;
  lat: number;
  lon: number;
  phone: string;
  hours: string;
  rating: number;
  review_count: number;
  services: ShopService[];
  partner: boolean;
  metro: string;
}

const toListed = (row: ShopRow): ListedShop => ({
  id: row.shop_id,
  name: row.name,
  address: row.address,
  zip: row.zip,
  lat: Number(row.lat),
  lon: Number(row.lon),
  phone: row.phone,
  hours: row.hours,
  rating: Number(row.rating),
  reviewCount: Number(row.review_count),
  services: row.services,
  partner: row.partner,
  metro: row.metro,
});

/** Candidates in the box around the circle; `rankShops` measures and keeps the circle. */
async function shopsAround(
  sql: SqlClient,
  origin: GeoPoint,
  search: ShopSearch,
): Promise<ListedShop[]> {
  const box = boundingBox(origin, search.radiusMiles);
  const rows = await sql.query<ShopRow>(
    `select shop_id, name, address, zip, lat, lon, phone, hours, rating, review_count, services,
            partner, metro
     from ${READ_MODELS.shops.table}
     where lat between $1 and $2 and lon between $3 and $4 and (partner or not $5::boolean)`,
    [box.minLat, box.maxLat, box.minLon, box.maxLon, search.partnersOnly],
    'rm_shops_around',
  );
  return rows.map(toListed);
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
