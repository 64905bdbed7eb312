import type { ShopService } from '@fairwrench/contracts';

/** The shop directory's table: written by shops.projection.ts, read by shops.query.ts. */
export const shopsTable = 'rm_shops';

/**
 * A row of the table: a shop's latest listing, and the log position of that listing so an
 * older one applied again never replaces it. Timestamps go in as ISO strings and come back as
 * dates; `listed_tx` and `listed_seq` are numeric and bigint, written and read as strings.
 */
export interface ShopRow {
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
  demo: boolean;
  metro: string;
  notes: string;
  listed_at: Date | string;
  listed_tx: string;
  listed_seq: string;
}
