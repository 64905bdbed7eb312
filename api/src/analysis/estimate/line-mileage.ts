import { milesOf } from '../vehicle/described-mileage';

/**
 * The mileage a line names for itself ("rear axle oil at 12,000 miles", "30k service"): the shop
 * recommends the item at that mileage, so that is the mileage to judge it at. Null when none.
 */
export function lineMileage(text: string): number | null {
  const m = /\bat\s+(\d{1,3}(?:,\d{3})+|\d{4,6}|\d{1,3}\s*k)\s*(?:miles?|mi\b|k\b)?/i.exec(text);
  if (!m?.[1]) return null;
  const miles = milesOf(m[1]);
  const unit = /miles?|mi\b|k\b/i.test(m[0]) || /k\s*$/i.test(m[1]);
  return unit && miles >= 1000 && miles <= 400_000 ? miles : null;
}
