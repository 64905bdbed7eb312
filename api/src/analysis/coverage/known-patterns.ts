import type { CoverageVehicle } from './check-coverage';
import { carsCovered, fitsVehicle, pastLimit } from './check-coverage';
import { KNOWN_PATTERN, type CoverageEntry, type CoverageKnowledge } from './coverage-knowledge';

/**
 * Documented failure patterns (issue 29 item 3) for one vehicle: for each repair job a pattern
 * row names, the sentence that tells the owner why it ranks where it does. The rows are the
 * coverage table's, so a recall or extension and the failure it pays for are written once.
 */
export type KnownPatterns = ReadonlyMap<string, string>;

const MAY_COVER: Record<string, string> = {
  recall: 'a recall may cover it',
  'extended-warranty': 'a warranty extension or settlement may cover it',
  'adjustment-program': 'a manufacturer program may cover it',
};

/**
 * The pattern, and what may pay for it: a program the car is past the limit of is named as run
 * out, so the reason never sends the owner to a "Could this be free?" box that has nothing.
 */
function reasonOf(entry: CoverageEntry, vehicle: PatternVehicle): string {
  const pattern = entry.pattern!;
  const on = pattern.powertrain ? `${carsCovered(entry)} with the ${pattern.powertrain}` : carsCovered(entry);
  const cover = entry.kind === KNOWN_PATTERN ? undefined : MAY_COVER[entry.kind];
  const paid = !cover
    ? ''
    : pastLimit(entry, vehicle)
      ? `; the maker's program for it ends before your car's age or mileage (ask the dealer about goodwill)`
      : `; ${cover} (see "Could this be free?")`;
  return `Known on ${on}: ${pattern.failure}${paid}.`;
}

type PatternVehicle = Pick<
  CoverageVehicle,
  'make' | 'model' | 'year' | 'powertrain' | 'ageYears' | 'mileage' | 'mileageKnown' | 'facts'
>;

/**
 * `state` is the owner's, from the ZIP: a pattern a recall limits to some states (salt-belt
 * corrosion) is not one the car is known for elsewhere. An unknown state rules nothing out.
 */
export function knownPatternsFor(
  vehicle: PatternVehicle,
  knowledge: CoverageKnowledge,
  state: string | null = null,
): KnownPatterns {
  const found = new Map<string, string>();
  for (const entry of knowledge.entries) {
    if (!entry.pattern || !fitsVehicle(entry, vehicle)) continue;
    if (entry.states !== null && state !== null && !entry.states.includes(state)) continue;
    for (const job of entry.pattern.jobs) {
      if (!found.has(job)) found.set(job, reasonOf(entry, vehicle));
    }
  }
  return found;
}
