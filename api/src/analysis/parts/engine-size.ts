import type { PartEntry } from './parts-catalogue';
import type { PricedVehicle } from './vehicle-input';

/**
 * Parts that come one per cylinder (coils, injectors) and jobs that grow with the engine (a set
 * of plugs) are listed for engines from four to eight cylinders. When the owner or the model
 * year tells the count, the coils are that many and the set is priced for that engine, which
 * narrows the range instead of spanning every engine the job could be on.
 */

const WORDS: Readonly<Record<string, number>> = { three: 3, four: 4, five: 5, six: 6, eight: 8 };
// "the V6", "a V-8"; "a four-cylinder", "6-cyl", "4 cyl", "a 6 cylinder engine", "a four
// banger", "the inline six". Not "the No. 2 cylinder", "#3 cyl" or "cylinder 4": a digit before
// "cylinder" needs a hyphen, "cyl" or "engine" after it, and no "#", "no." or "number" before.
const SAID = [
  /\bv-?(6|8|10|12)\b/,
  /\b(three|four|five|six|eight|[3-8])-cyl(?:inders?)?\b/,
  /\b(three|four|five|six|eight) cylinders?\b/,
  /(?<!#\s*|\bno\.?\s*|\bnumber\s+)\b([3-8]) ?cyl\b/,
  /\b([3-8]) cylinder (?:engine|motor)\b/,
  /\b(four|six|eight|[468])[- ]?bangers?\b/,
  /\b(?:inline|straight)[- ](four|six|[46])\b/,
];

/**
 * The cylinder count the owner says (in the text or the model typed on the form, "Accord
 * V6"), else the one every engine of the model year has.
 */
export function engineCylinders(vehicle: PricedVehicle, text: string): number | null {
  const lower = `${vehicle.model} ${text}`.toLowerCase();
  for (const pattern of SAID) {
    const said = pattern.exec(lower)?.[1];
    if (said !== undefined) return WORDS[said] ?? Number(said);
  }
  const counts = new Set((vehicle.facts?.engines.value ?? []).map((e) => e.cylinders));
  const [only] = [...counts];
  return counts.size === 1 && typeof only === 'number' && only > 0 ? only : null;
}

/**
 * The part as priced for this engine: one per cylinder when the owner says "the coils", and a
 * set priced at the lower half of its range for four cylinders or fewer, the upper half for six
 * or more (five, or an unknown engine, keeps the whole range).
 */
export function forEngine(part: PartEntry, cylinders: number | null): PartEntry {
  if (cylinders === null) return part;
  if (part.perCylinder) return { ...part, pluralQty: cylinders };
  if (!part.bySize || cylinders === 5) return part;
  const half = cylinders < 5 ? 'lower' : 'upper';
  return {
    ...part,
    name: `${part.name}, ${cylinders} cylinders`,
    price: halfOf(part.price, half, 5),
    hours: halfOf(part.hours, half, 0.1),
  };
}

function halfOf(
  [min, max]: readonly [number, number],
  half: 'lower' | 'upper',
  step: number,
): [number, number] {
  const middle = Number((Math.round(Math.sqrt(min * max) / step) * step).toFixed(2));
  return half === 'lower' ? [min, middle] : [middle, max];
}
