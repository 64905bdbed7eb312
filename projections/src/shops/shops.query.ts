import type { ShopService } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { shopsTable, type ShopRow } from './shops.table';

export type { ShopRow } from './shops.table';

/** A shop as the directory holds it: what the shop searches rank and show. */
export interface ListedShop {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly zip: string;
  readonly lat: number;
  readonly lon: number;
  readonly phone: string;
  readonly hours: string;
  /** The shop's average review rating, 0 to 5, as listed. */
  readonly rating: number;
  readonly reviewCount: number;
  readonly services: readonly ShopService[];
  readonly partner: boolean;
  readonly metro: string;
}

/** A latitude/longitude box in decimal degrees, bounds included. */
export interface LatLonBox {
  readonly minLat: number;
  readonly maxLat: number;
  readonly minLon: number;
  readonly maxLon: number;
}

/** The whole globe: every listing. */
export const EVERYWHERE: LatLonBox = { minLat: -90, maxLat: 90, minLon: -180, maxLon: 180 };

type ListedRow = Omit<ShopRow, 'demo' | 'notes' | 'listed_at' | 'listed_tx' | 'listed_seq'>;

const toListed = (row: ListedRow): ListedShop => ({
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

/**
 * Listed shops inside the box, partners only or every listing. The box is plain indexed
 * columns; the caller measures exact distances and keeps its circle.
 */
export async function findShopsInBox(
  sql: SqlClient,
  box: LatLonBox,
  partnersOnly: boolean,
): Promise<ListedShop[]> {
  const rows = await sql.query<ListedRow>(
    `select shop_id, name, address, zip, lat, lon, phone, hours, rating, review_count, services,
            partner, metro
     from ${shopsTable}
     where lat between $1 and $2 and lon between $3 and $4 and (partner or not $5::boolean)`,
    [box.minLat, box.maxLat, box.minLon, box.maxLon, partnersOnly],
    'rm_shops_around',
  );
  return rows.map(toListed);
}

/** The listings of these shops, in no particular order; ids not listed are left out. */
export async function findShopsById(
  sql: SqlClient,
  shopIds: readonly string[],
): Promise<ListedShop[]> {
  if (shopIds.length === 0) return [];
  const rows = await sql.query<ListedRow>(
    `select shop_id, name, address, zip, lat, lon, phone, hours, rating, review_count, services,
            partner, metro
     from ${shopsTable} where shop_id = any($1::text[])`,
    [shopIds],
    'rm_shops_by_id',
  );
  return rows.map(toListed);
}
