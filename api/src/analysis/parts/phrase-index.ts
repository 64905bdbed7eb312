/** A phrase found at a word position: what it stands for and how many words it spans. */
export interface PhraseHit<T> {
  readonly value: T;
  readonly length: number;
  /** The last word carried a plural ending ("doors" for "door"). */
  readonly plural: boolean;
}

export interface PhraseIndex<T> {
  /** Every phrase starting at word `i`, longest first. */
  at(words: readonly string[], i: number): PhraseHit<T>[];
}

interface Entry<T> {
  readonly words: readonly string[];
  readonly value: T;
}

/**
 * Finds multi-word phrases by their first word instead of trying every phrase at every word,
 * which keeps matching hundreds of aliases well under a millisecond. The last word of a
 * phrase may be written in the plural.
 */
export function makePhraseIndex<T>(entries: Iterable<readonly [string, T]>): PhraseIndex<T> {
  const byFirst = new Map<string, Entry<T>[]>();
  for (const [phrase, value] of entries) {
    const words = phrase.split(' ').filter(Boolean);
    const first = words[0];
    if (first) byFirst.set(first, [...(byFirst.get(first) ?? []), { words, value }]);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return {
    at(words, i) {
      const word = words[i] ?? '';
      const keys = new Set([word, ...singularsOf(word)]);
      const found = [...keys].flatMap((k) => byFirst.get(k) ?? []);
      return found
        .flatMap((e) => {
          const plural = matchAt(words, i, e.words);
          return plural === null ? [] : [{ value: e.value, length: e.words.length, plural }];
        })
        .sort((a, b) => b.length - a.length);
    },
  };
}

/** null when the phrase is not at `i`; otherwise whether its last word was plural. */
function matchAt(words: readonly string[], i: number, phrase: readonly string[]): boolean | null {
  let plural = false;
  for (let k = 0; k < phrase.length; k += 1) {
    const word = words[i + k];
    const want = phrase[k] ?? '';
    if (word === want) continue;
    if (k === phrase.length - 1 && singularsOf(word ?? '').includes(want)) {
      plural = true;
      continue;
    }
    return null;
  }
  return plural;
}

/**
 * What `word` is the plural of, if it is one: "pads", "bushes", "batteries" (after a consonant,
 * y turns to ies; "keys" keeps its y).
 */
function singularsOf(word: string): string[] {
  const found: string[] = [];
  if (word.endsWith('s')) found.push(word.slice(0, -1));
  if (word.endsWith('es')) found.push(word.slice(0, -2));
  if (/[^aeiou]ies$/.test(word)) found.push(`${word.slice(0, -3)}y`);
  return found;
}
