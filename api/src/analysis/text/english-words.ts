import { readFileSync } from 'node:fs';

/**
 * Whether a lower-case word is an English word, from the Letterpress word list packaged as
 * `an-array-of-english-words` (MIT, about 275,000 words, sorted). The fuzzy corrector asks
 * before it bends a word into a part name: "opinion" is not a misspelt pinion, "fender" not a
 * sender, "inspection" not an injection.
 *
 * Read on the first question, not at start-up: the list is 3.3 MB, and most descriptions are
 * answered from the corrector's cache. Split rather than JSON-parsed (about half the time), and
 * searched by bisection rather than copied into a Set (no second 275,000-entry structure).
 */
let words: readonly string[] | null = null;

function list(): readonly string[] {
  if (words === null) {
    const text = readFileSync(require.resolve('an-array-of-english-words'), 'utf8').trim();
    // The file is one JSON array of plain lower-case words: ["a","aa",…,"zzz"].
    words = text.slice(2, -2).split('","');
  }
  return words;
}

export function isEnglishWord(word: string): boolean {
  const all = list();
  let low = 0;
  let high = all.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = all[mid]!;
    if (at === word) return true;
    if (at < word) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}
