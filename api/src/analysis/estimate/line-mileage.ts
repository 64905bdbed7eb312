import { KM_TO_MILES, milesOf } from '../vehicle/described-mileage';

/**
 * The mileage a line names for itself ("rear axle oil at 12,000 miles", "30k service", "a timing
 * belt at 40,000 km"): the shop recommends the item at that mileage, so that is the mileage to
 * judge it at, in miles. Null when none.
 */
export function lineMileage(text: string): number | null {
  const m =
    /\bat\s+(\d{1,3}(?:,\d{3})+|\d{4,6}|\d{1,3}\s*k(?!m|ilo))\s*(miles?|mi\b|kms?\b|kilomet(?:er|re)s?\b|k\b)?/i.exec(
      text,
    );
  if (!m?.[1]) return null;
  const km = /^km|^kilo/i.test(m[2] ?? '');
  const miles = milesOf(m[1]) * (km ? KM_TO_MILES : 1);
  const unit = m[2] !== undefined || /k\s*$/i.test(m[1]);
  return unit && miles >= 1000 && miles <= 400_000 ? Math.round(miles) : null;
}
