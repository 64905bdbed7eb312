/**
 * "I had the bumper repaired last year", "she had just gotten the back bumper fixed after being
 * rear-ended": a sentence telling of a repair done before this crash is history, not damage to
 * price, and its crash ("rear-ended") is not this one. A sentence that also says what is wrong
 * now ("… and now it is cracked again") is kept.
 */
export function withoutHistory(normalized: string): string {
  return normalized
    .split(' . ')
    .filter((s) => !toldAsHistory(s.split(' ')))
    .join(' . ');
}

const REPAIRED = new Set(
  'repaired fixed replaced redone painted repainted resprayed restored'.split(' '),
);
/** Not "ago" or "earlier": "rear-ended two days ago", "it happened earlier today" date this crash. */
const EARLIER = new Set('previously prior already formerly'.split(' '));
/** "needs to be replaced", "has to be repaired", "want it fixed": work still to do, not done. */
const TO_DO = new Set('be to need needs get want wants'.split(' '));
const PERIODS = new Set('year month week summer winter spring fall autumn time'.split(' '));
/** "had gotten", "had just had": the past before the past, what happened before the crash. */
const PAST_PERFECT = new Set(['gotten', 'got', 'had']);
const NOW = new Set(['now', 'again', 'still']);

function toldAsHistory(words: readonly string[]): boolean {
  const done = words.some((w, i) => REPAIRED.has(w) && !TO_DO.has(words[i - 1] ?? ''));
  if (!done || words.some((w) => NOW.has(w))) return false;
  return words.some(
    (w, i) =>
      EARLIER.has(w) ||
      (w === 'last' && PERIODS.has(words[i + 1] ?? '')) ||
      (w === 'had' && words.slice(i + 1, i + 3).some((x) => PAST_PERFECT.has(x))),
  );
}
