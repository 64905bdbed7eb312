import type { Shop } from '@fairwrench/contracts';
import { SAMPLE_REGIONS, type SampleRegion, type SampleRegionId } from './sample-regions';

/**
 * The ZIP prefix rules of spec section 2: the first character or two of the ZIP code pick a
 * sample region. Prefixes never overlap ('9' is the only one-character rule), so the order of
 * this table does not matter.
 */
const PREFIX_RULES: readonly (readonly [prefixes: readonly string[], region: SampleRegionId])[] = [
  [['9'], 'west'],
  [['10', '11', '12', '13', '14'], 'new-york'],
  [['70', '71'], 'louisiana'],
  [['30', '31', '39'], 'southeast'],
  [['60', '61', '62'], 'illinois'],
  [['19'], 'philadelphia'],
  [['85', '86'], 'arizona'],
];

/** The better-shops page lists only shops at or above this rating. */
export const BETTER_SHOP_MIN_RATING = 4.5;

export function regionIdForZip(zip: string): SampleRegionId {
  const trimmed = zip.trim();
  const rule = PREFIX_RULES.find(([prefixes]) => prefixes.some((p) => trimmed.startsWith(p)));
  return rule?.[1] ?? 'default';
}

export function sampleRegionForZip(zip: string): SampleRegion {
  return SAMPLE_REGIONS[regionIdForZip(zip)];
}

/** Every sample shop of the ZIP code's region, as the region lists them. */
export function sampleShopsForZip(zip: string): Shop[] {
  return [...sampleRegionForZip(zip).shops];
}

/** The region's well-rated sample shops, best rated first; more reviews break a tie. */
export function betterShopsForZip(zip: string): Shop[] {
  return sampleShopsForZip(zip)
    .filter((shop) => shop.rating >= BETTER_SHOP_MIN_RATING)
    .sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount);
}
