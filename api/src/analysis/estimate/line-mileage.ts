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

/** A written mileage as a number: "27,000", "30k", "27.5 k". */
export function milesOf(written: string): number {
  const raw = written.toLowerCase().replace(/[,\s]/g, '');
  return raw.endsWith('k') ? Number(raw.slice(0, -1)) * 1000 : Number(raw);
}
