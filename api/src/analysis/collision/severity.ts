import { makePhraseIndex, type PhraseIndex } from '../parts/phrase-index';
import type { CollisionData, Level } from './collision-schema';

/** A damage word in the owner's text ("cracked", "hanging off") and the level it implies. */
export interface SeverityHit {
  readonly level: Level;
  readonly phrase: string;
  /** Word index where the phrase starts. */
  readonly index: number;
  /** Said to be absent ("no dent", "didnt crack"). */
  readonly negated: boolean;
}

export interface SeverityLexicon {
  readonly phrases: PhraseIndex<Level>;
  readonly up: ReadonlySet<string>;
  readonly down: ReadonlySet<string>;
  readonly negations: ReadonlySet<string>;
  readonly clean: ReadonlySet<string>;
}

export function buildSeverityLexicon(s: CollisionData['severity']): SeverityLexicon {
  const phrases = ([1, 2, 3, 4] as const).flatMap((level) =>
    s.words[level].map((p) => [p, level] as const),
  );
  return {
    phrases: makePhraseIndex(phrases),
    up: new Set(s.up),
    down: new Set(s.down),
    negations: new Set(s.negations),
    clean: new Set(s.clean),
  };
}

/**
 * Finds damage words, longest phrase first ("hanging off" before "hanging"). A size word just
 * before moves the level one step ("big dent" is moderate, "small crack" minor), but never
 * crosses the line between cosmetic and dented; a negation up to three words before marks it
 * absent.
 */
export function severityHits(words: readonly string[], lexicon: SeverityLexicon): SeverityHit[] {
  const { phrases, negations } = lexicon;
  const hits: SeverityHit[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const found = phrases.at(words, i)[0];
    if (!found) continue;
    const before = words.slice(Math.max(0, i - 3), i);
    hits.push({
      level: adjusted(found.value, words.slice(Math.max(0, i - 2), i), lexicon),
      phrase: words.slice(i, i + found.length).join(' '),
      index: i,
      negated: before.some((w) => negations.has(w)),
    });
    i += found.length - 1;
  }
  return hits;
}

/** "Bad curb rash" is still cosmetic: size words move dents and cracks, not scratches. */
function adjusted(level: Level, before: readonly string[], lexicon: SeverityLexicon): Level {
  const { up, down } = lexicon;
  if (before.some((w) => up.has(w)) && level >= 2) return Math.min(4, level + 1) as Level;
  if (before.some((w) => down.has(w)) && level >= 3) return (level - 1) as Level;
  return level;
}

/**
 * "the hood is fine", "there wasn't steam from the radiator": a clean word or a negation with
 * no damage word means the area was not hit.
 */
export function saysUndamaged(
  words: readonly string[],
  hits: readonly SeverityHit[],
  lexicon: SeverityLexicon,
): boolean {
  const { clean, negations } = lexicon;
  const positive = hits.some((h) => !h.negated);
  return !positive && words.some((w) => clean.has(w) || negations.has(w));
}

export function strongest(hits: readonly SeverityHit[]): SeverityHit | undefined {
  return hits.filter((h) => !h.negated).sort((a, b) => b.level - a.level)[0];
}
