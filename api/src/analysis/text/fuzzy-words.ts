import { editDistance } from './edit-distance';
import { isEnglishWord } from './english-words';
/**
 * Corrects a misspelt word to the nearest word of a domain vocabulary ("alternater" →
 * "alternator") without a hand-written entry for every typo. Only long-ish words are touched
 * and only by one edit (two for words of eight letters or more), and never an English word
 * ("hearing" is no bearing); callers also pass words that must never be corrected.
 */
export function makeFuzzyCorrector(
  vocabulary: ReadonlySet<string>,
): (word: string, keep: ReadonlySet<string>) => string {
  const byLength = groupByLength(vocabulary);
  // Owners reuse the same few hundred words; remembering answers keeps analyses fast.
  const cache = new Map<string, string>();
  return (word, keep) => {
    if (!isCandidate(word, vocabulary, keep)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    // An English word is what the owner meant, however near a part name it is.
    const near = nearest(word, byLength);
    const corrected = near === null || isEnglishWord(word) ? word : near;
    if (cache.size > CACHE_LIMIT) cache.clear();
    cache.set(word, corrected);
    return corrected;
  };
}

const CACHE_LIMIT = 20_000;

function isCandidate(word: string, vocabulary: ReadonlySet<string>, keep: ReadonlySet<string>) {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return false;
  if (vocabulary.has(word) || keep.has(word)) return false;
  // A plural of a known word is not a typo ("headlights" for "headlight").
  return !vocabulary.has(word.replace(/e?s$/, ''));
}

function nearest(word: string, byLength: Map<number, string[]>): string | null {
  const allowed = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = allowed + 1;
  for (let len = word.length - allowed; len <= word.length + allowed; len += 1) {
    for (const candidate of byLength.get(len) ?? []) {
      const d = editDistance(word, candidate, bestDistance);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
  }
  return best;
}

function groupByLength(words: ReadonlySet<string>): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const w of words) {
    if (w.length < 4) continue;
    groups.set(w.length, [...(groups.get(w.length) ?? []), w]);
  }
  return groups;
}
