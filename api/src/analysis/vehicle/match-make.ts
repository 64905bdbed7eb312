import { editDistance, isTypoOf } from '../text/edit-distance';
import { compact, type MakeEntry, type VehicleKnowledge } from './vehicle-knowledge';

export interface MakeMatch {
  readonly make: MakeEntry;
  /** Words of the make field after the make itself ('Toyota Camry' -> 'Camry'). */
  readonly rest: string;
  /** The alias the owner used when it also names models ('Range Rover'), else ''. */
  readonly alias: string;
}

const MAX_MAKE_WORDS = 3;

/**
 * Finds the make in what the owner typed, tolerating case, spacing, typos and a model typed
 * into the same field. The longest leading run of words that names a make wins.
 */
export function matchMake(text: string, vehicles: VehicleKnowledge): MakeMatch | undefined {
  const words = text.trim().split(/\s+/).filter(Boolean);
  // No make or alias is longer than three words; longer runs would only cost time.
  for (let k = Math.min(words.length, MAX_MAKE_WORDS); k >= 1; k -= 1) {
    const found = lookup(compact(words.slice(0, k).join('')), vehicles.makeIndex);
    if (found) return { ...found, rest: words.slice(k).join(' ') };
  }
  return undefined;
}

type MakeIndex = VehicleKnowledge['makeIndex'];

function lookup(key: string, index: MakeIndex): { make: MakeEntry; alias: string } | undefined {
  if (!key) return undefined;
  const exact = index.get(key);
  if (exact) return exact;
  let best: { make: MakeEntry; alias: string } | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [name, entry] of index) {
    if (!isTypoOf(key, name)) continue;
    const distance = editDistance(key, name);
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best;
}
