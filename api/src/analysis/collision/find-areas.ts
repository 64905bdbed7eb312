import { makePhraseIndex, type PhraseIndex } from '../parts/phrase-index';
import type { AreaEntry } from './collision-schema';

/** An area named in one sentence, before its side, position and severity are decided. */
export interface AreaMatch {
  readonly candidates: readonly AreaEntry[];
  /** Word index in the sentence and length in words. */
  readonly index: number;
  readonly length: number;
  /** "doors", "headlights": the owner means more than one. */
  readonly plural: boolean;
}

export type AreaIndex = PhraseIndex<readonly AreaEntry[]>;

export function buildAreaIndex(areas: readonly AreaEntry[]): AreaIndex {
  const byText = new Map<string, AreaEntry[]>();
  for (const area of areas) {
    for (const a of area.aliases) byText.set(a, [...(byText.get(a) ?? []), area]);
  }
  const trim = areas.find((a) => a.id === TRIM_AREA);
  if (trim) {
    for (const area of areas.filter((a) => PANELS.has(a.material))) {
      for (const a of area.aliases) {
        for (const t of TRIM_WORDS) if (!byText.has(`${a} ${t}`)) byText.set(`${a} ${t}`, [trim]);
      }
    }
  }
  return makePhraseIndex(byText);
}

/**
 * "The sill trims", "the door molding", "the bumper strip": a trim strip on a panel is the strip,
 * not the panel, unless the panel's own aliases say otherwise ("rocker molding" is the rocker).
 */
const TRIM_AREA = 'small-trim';
const TRIM_WORDS = ['trim', 'molding', 'moulding', 'strip', 'cladding'];
const PANELS = new Set(['steel', 'plastic']);

/**
 * Finds the damaged areas a sentence names, longest alias first ("rear quarter panel" before
 * "rear quarter"). The last word may be plural ("doors").
 */
export function findAreas(words: readonly string[], index: AreaIndex): AreaMatch[] {
  const found: AreaMatch[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const hit = index.at(words, i)[0];
    if (!hit) continue;
    found.push({ candidates: hit.value, index: i, length: hit.length, plural: hit.plural });
    i += hit.length - 1;
  }
  return found;
}
