import type { PartEntry } from './parts-catalogue';
import type { Axle, QuantityContext, Side } from './read-quantity';

/** One priced line: a part, where on the car, how many. */
export interface PartLine {
  readonly part: PartEntry;
  /** Priced axle for parts with front/rear prices; otherwise only a label, or null. */
  readonly axle: Axle | null;
  readonly side: Side | null;
  readonly qty: number;
}

const MAX_QTY = 8;

/**
 * Turns a mention and its quantity words into lines. Parts priced per axle (pads, rotors)
 * become one line per axle; parts priced front and rear (struts) split a count across the
 * axles ("all four struts" = 2 front + 2 rear); everything else is one line with a count.
 */
export function expandMention(part: PartEntry, plural: boolean, q: QuantityContext): PartLine[] {
  if (part.rear) return perAxle(part, plural, q);
  const axle = q.axles.length === 1 ? (q.axles[0] ?? null) : null;
  return [{ part, axle, side: q.side, qty: countFor(part, plural, q, q.axles.length) }];
}

function perAxle(part: PartEntry, plural: boolean, q: QuantityContext): PartLine[] {
  const wantsBoth = q.all || (q.qty !== null && q.qty >= 4 && part.unit === 'each');
  const axles: readonly Axle[] =
    q.axles.length > 0 ? q.axles : wantsBoth ? ['front', 'rear'] : ['front'];
  return axles.map((axle) => ({
    part,
    axle,
    side: q.side,
    qty: part.unit === 'each' ? shareOf(part, plural, q, axles.length) : 1,
  }));
}

function shareOf(part: PartEntry, plural: boolean, q: QuantityContext, axleCount: number) {
  if (q.qty !== null) return clamp(Math.ceil(q.qty / axleCount));
  if (q.side === 'both' || plural || axleCount > 1 || q.all) return clamp(part.pluralQty ?? 2);
  return 1;
}

function countFor(part: PartEntry, plural: boolean, q: QuantityContext, axleCount: number) {
  if (part.unit !== 'each') return 1;
  if (q.qty !== null) return clamp(q.qty);
  if (q.all) return clamp(part.pluralQty ?? 2);
  if (q.side === 'both') return 2;
  // One axle holds two ("front tires" = 2, though "tires" alone means 4).
  if (axleCount === 1 && plural) return 2;
  // "front and rear wheel bearings": one per axle at least, the plural count if larger.
  const perAxle = axleCount > 1 ? 2 : 1;
  return clamp(Math.max(perAxle, plural ? (part.pluralQty ?? 2) : 1));
}

function clamp(qty: number): number {
  return Math.min(MAX_QTY, Math.max(1, Math.round(qty)));
}
