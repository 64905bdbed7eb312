import { makePhraseIndex, type PhraseIndex } from '../parts/phrase-index';
import { collisionKnowledge, type AreaEntry } from './collision-knowledge';

/** An area named in one sentence, before its side, position and severity are decided. */
export interface AreaMatch {
  readonly candidates: readonly AreaEntry[];
  /** Word index in the sentence and length in words. */
  readonly index: number;
  readonly length: number;
  /** "doors", "headlights": the owner means more than one. */
  readonly plural: boolean;
}

let index: PhraseIndex<readonly AreaEntry[]> | undefined;

function aliasIndex(): PhraseIndex<readonly AreaEntry[]> {
  if (index) return index;
  const byText = new Map<string, AreaEntry[]>();
  for (const area of collisionKnowledge().data.areas) {
    for (const a of area.aliases) byText.set(a, [...(byText.get(a) ?? []), area]);
  }
  index = makePhraseIndex(byText);
  return index;
}

/**
 * Finds the damaged areas a sentence names, longest alias first ("rear quarter panel" before
 * "rear quarter"). The last word may be plural ("doors").
 */
export function findAreas(words: readonly string[]): AreaMatch[] {
  const found: AreaMatch[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const hit = aliasIndex().at(words, i)[0];
    if (!hit) continue;
    found.push({ candidates: hit.value, index: i, length: hit.length, plural: hit.plural });
    i += hit.length - 1;
  }
  return found;
}
