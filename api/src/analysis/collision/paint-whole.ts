import type { CollisionKnowledge } from './collision-knowledge';

/**
 * "Paint not broken", "the paint isn't chipped", "paint is still fine", "no paint broken",
 * "didn't break the paint": the owner says the paint over the damage is whole, which is what
 * makes a dent a candidate for paintless repair. Beside the set phrases of
 * `finishWords.noPaintDamage`, the paint may be called clean (`severity.clean`) or its breaking
 * (`finishWords.paintBreaks`) denied, before or after the word "paint".
 */
export function saysPaintWhole(words: readonly string[], k: CollisionKnowledge): boolean {
  const breaks = new Set(k.data.finishWords.paintBreaks);
  return words.some(
    (w, i) =>
      PAINT.has(w) &&
      (wholeAfter(words, i + 1, breaks, k) || deniedBefore(words, i, breaks, k)) &&
      !brokenSince(words, i + 1, breaks, k),
  );
}

/** "The paint was fine before, but now it's cracked": a break told after the all-clear wins. */
function brokenSince(
  words: readonly string[],
  from: number,
  breaks: ReadonlySet<string>,
  k: CollisionKnowledge,
): boolean {
  return words.some((w, i) => i > from && breaks.has(w) && !denied(words, i, breaks, k));
}

/** A break word under a denial: "not cracked", "not chipped or cracked", "no broken". */
function denied(
  words: readonly string[],
  at: number,
  breaks: ReadonlySet<string>,
  k: CollisionKnowledge,
): boolean {
  let i = at - 1;
  while (i >= 0 && (BETWEEN.has(words[i] ?? '') || breaks.has(words[i] ?? ''))) i -= 1;
  return k.severity.negations.has(words[i] ?? '');
}

const PAINT = new Set(['paint', 'paintwork']);
/** Words between "paint" and what is said of it: "the paint is still fine", "has not been broken". */
const LINKS = new Set(
  'is was are were looks looked seems seemed still itself has been even'.split(' '),
);
/** Words between a denial and the paint: "didn't break the paint", "no chipped or cracked paint". */
const BETWEEN = new Set('the any my its or'.split(' '));

/** "paint is fine", "paint isnt cracked", "paint has not been broken". */
function wholeAfter(
  words: readonly string[],
  from: number,
  breaks: ReadonlySet<string>,
  k: CollisionKnowledge,
): boolean {
  const at = skip(words, from, LINKS);
  const said = words[at] ?? '';
  if (k.severity.clean.has(said)) return true;
  if (!k.severity.negations.has(said)) return false;
  return breaks.has(words[skip(words, at + 1, LINKS)] ?? '');
}

/** "no paint broken", "no broken paint", "didnt break the paint", "without breaking the paint". */
function deniedBefore(
  words: readonly string[],
  paint: number,
  breaks: ReadonlySet<string>,
  k: CollisionKnowledge,
): boolean {
  let at = paint - 1;
  let broken = breaks.has(words[paint + 1] ?? '');
  while (at >= 0 && (BETWEEN.has(words[at] ?? '') || breaks.has(words[at] ?? ''))) {
    broken ||= breaks.has(words[at] ?? '');
    at -= 1;
  }
  return broken && k.severity.negations.has(words[at] ?? '');
}

/** The first index from `from` on whose word is not in `filler`. */
function skip(words: readonly string[], from: number, filler: ReadonlySet<string>): number {
  let at = from;
  while (at < words.length && filler.has(words[at] ?? '')) at += 1;
  return at;
}
