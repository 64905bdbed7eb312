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
  return makePhraseIndex(byText);
}

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
