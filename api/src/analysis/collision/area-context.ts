import type { AreaEntry } from './collision-knowledge';

export type Side = 'left' | 'right';
export type End = 'front' | 'rear';

const SIDES: Readonly<Record<string, Side>> = {
  left: 'left',
  driver: 'left',
  drivers: 'left',
  lh: 'left',
  right: 'right',
  passenger: 'right',
  passengers: 'right',
  rh: 'right',
};
const ENDS: Readonly<Record<string, End>> = { front: 'front', rear: 'rear', back: 'rear' };

/** "right where", "right at the corner", "right away": an adverb, not the right-hand side. */
const RIGHT_AS_ADVERB = new Set(
  'where there here at on in into onto away after before behind by next now then through under over below above beneath underneath beside near against along across around past up down off'.split(
    ' ',
  ),
);

/** "left a dent", "left rubber on the bumper", "left it parked": the verb, not the left-hand side. */
const LEFT_AS_VERB = new Set(
  'a an the some his her their my our it its me us him them rubber paint marks scratches scuffs dents behind'.split(
    ' ',
  ),
);

/** The sides named in some words: [] none, one side, or both. */
export function sidesIn(words: readonly string[]): Side[] {
  const sides = new Set(
    words.flatMap((w, i) => {
      const side = SIDES[w];
      const next = words[i + 1] ?? '';
      if (!side || (w === 'right' && RIGHT_AS_ADVERB.has(next))) return [];
      if (w === 'left' && LEFT_AS_VERB.has(next)) return [];
      return [side];
    }),
  );
  if (words.includes('both') && words.some((w) => w === 'sides')) return ['left', 'right'];
  return [...sides];
}

/** "pushed back", "bent back", "pop right back out", "in front of": a direction, not an end of the car. */
const MOVED = new Set(
  'pushed push pushing bent bend knocked folded shoved forced moved came come set sits sitting sat went way popped pop pops popping spring springs sprang'.split(
    ' ',
  ),
);
/** "pushed right back", "popped straight back": a word between the movement and "back". */
const ADVERBS = new Set('right straight just all'.split(' '));

/** The ends of the car some words name, in order. */
export function endsIn(words: readonly string[]): End[] {
  return words.flatMap((w, i) => {
    const end = ENDS[w];
    const before = words[i - 1] ?? '';
    const moved = MOVED.has(before) || (ADVERBS.has(before) && MOVED.has(words[i - 2] ?? ''));
    const direction = (w === 'back' && moved) || (w === 'front' && before === 'in');
    return end && !direction ? [end] : [];
  });
}

/** The last end named before the area ("rear passenger door"), else any end in the clause. */
export function endNear(before: readonly string[], clause: readonly string[]): End | null {
  const near = endsIn(before).at(-1);
  if (near) return near;
  const ends = new Set(endsIn(clause));
  return ends.size === 1 ? ([...ends][0] ?? null) : null;
}

/**
 * Picks the area an alias means: "bumper" is the front or rear cover by the words around it
 * or by the impact; "fender" at the rear is the quarter panel; otherwise the first listed.
 */
export function pickCandidate(
  candidates: readonly AreaEntry[],
  end: End | null,
  impactEnd: End | null,
): AreaEntry {
  const want = end ?? impactEnd;
  const first = candidates[0];
  if (!first) throw new Error('alias without an area');
  return candidates.find((c) => c.position === want) ?? first;
}

/** Both ends of a paired area ("both doors on the driver side" = front and rear door). */
export function bothEnds(candidates: readonly AreaEntry[]): AreaEntry[] {
  const front = candidates.find((c) => c.position === 'front');
  const rear = candidates.find((c) => c.position === 'rear');
  return front && rear && front.id !== rear.id ? [front, rear] : [];
}
