/**
 * The mileage a line names for itself ("rear axle oil at 12,000 miles", "30k service"): the shop
 * recommends the item at that mileage, so that is the mileage to judge it at. Null when none.
 */
export function lineMileage(text: string): number | null {
  const m = /\bat\s+(\d{1,3}(?:,\d{3})+|\d{4,6}|\d{1,3}\s*k)\s*(?:miles?|mi\b|k\b)?/i.exec(text);
  if (!m?.[1]) return null;
  const raw = m[1].toLowerCase().replace(/[,\s]/g, '');
  const miles = raw.endsWith('k') ? Number(raw.slice(0, -1)) * 1000 : Number(raw);
  const unit = /miles?|mi\b|k\b/i.test(m[0]) || raw.endsWith('k');
  return unit && miles >= 1000 && miles <= 400_000 ? miles : null;
}
