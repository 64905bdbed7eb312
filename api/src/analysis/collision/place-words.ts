import type { AreaMatch } from './find-areas';

/** Words that end a clause: each part takes the damage words of its own clause first. */
export const SEPARATORS: ReadonlySet<string> = new Set([
  ',',
  'and',
  'but',
  'with',
  'plus',
  'also',
  'then',
  'while',
]);
const PLACE_WORDS = new Set(
  'behind near above below beside next around between past beneath under underneath toward towards by where'.split(
    ' ',
  ),
);
/** Where on the car a part is: "her back right tire" is still hers. */
export const PLACE_OF_PART: ReadonlySet<string> = new Set(
  'front rear back left right driver drivers passenger passengers side'.split(' '),
);
const DETERMINERS = new Set(['the', 'my', 'our', 'a', 'an', 'its']);
/** "pushed the bumper into the tire": after a part already named, where that part went. */
const TARGET_WORDS = new Set(['into', 'onto', 'against']);
const MOVED = new Set(
  'pushed push pushing shoved knocked bent forced jammed folded crammed driven drove'.split(' '),
);

/** Where the clause holding word `index` begins: after the nearest separator before it. */
export function clauseStart(words: readonly string[], index: number): number {
  let from = index;
  while (from > 0 && !SEPARATORS.has(words[from - 1] ?? '')) from -= 1;
  return from;
}

/**
 * The part at `match` is named only to say where something is ("the crease under the mirror",
 * "pushed the bumper into the tires", "a gap between the spoiler and the door"), not as damaged.
 */
export function namedAsPlace(
  words: readonly string[],
  matches: readonly AreaMatch[],
  match: AreaMatch,
): boolean {
  const { index } = match;
  const from = clauseStart(words, index);
  return (
    placedBy(
      words.slice(Math.max(0, index - 8), index),
      words.slice(Math.max(from, index - 4), index),
    ) ||
    targetOf(
      words.slice(from, index),
      matches.some((m) => m.index >= from && m.index < index),
    ) ||
    secondOfPair(words, matches, index)
  );
}

/**
 * A place word within three words ("the dent above the tire"), or one before the words that say
 * where on the car the part is ("a gash in the bumper above the back, passenger side tire").
 */
function placedBy(before: readonly string[], inClause: readonly string[]): boolean {
  if (inClause.slice(-3).some((w) => PLACE_WORDS.has(w))) return true;
  let n = before.length;
  while (n > 0 && (PLACE_OF_PART.has(before[n - 1] ?? '') || before[n - 1] === ',')) n -= 1;
  if (DETERMINERS.has(before[n - 1] ?? '')) n -= 1;
  return PLACE_WORDS.has(before[n - 1] ?? '');
}

/**
 * "the deer pushed the bumper into the tires", "bent the fender against the door": the part after
 * "into" is where a part named earlier in the clause was moved to. Without a verb of moving
 * ("the scrape runs from the door onto the quarter panel") both parts are damaged.
 */
function targetOf(inClause: readonly string[], partBefore: boolean): boolean {
  let n = inClause.length;
  if (DETERMINERS.has(inClause[n - 1] ?? '')) n -= 1;
  if (!TARGET_WORDS.has(inClause[n - 1] ?? '')) return false;
  return partBefore && inClause.slice(0, n - 1).some((w) => MOVED.has(w));
}

/** "a gap between the spoiler and the door": the second part of the pair is a place too. */
function secondOfPair(
  words: readonly string[],
  matches: readonly AreaMatch[],
  index: number,
): boolean {
  let n = index;
  if (DETERMINERS.has(words[n - 1] ?? '')) n -= 1;
  if (words[n - 1] !== 'and') return false;
  const first = matches.find((m) => m.index + m.length === n - 1);
  if (!first) return false;
  // "between the front bumper and the fender": the words that say where on the car may come first.
  const lead = words.slice(Math.max(0, first.index - 4), first.index);
  return lead.includes('between');
}
