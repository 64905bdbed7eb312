export type Axle = 'front' | 'rear';
export type Side = 'left' | 'right' | 'both';

/** What the words around a part say about how many, which axle and which side. */
export interface QuantityContext {
  /** An explicit count ("2 front tires", "tires x4", "both", "pair of"); null if none. */
  readonly qty: number | null;
  readonly axles: readonly Axle[];
  readonly side: Side | null;
  /** "all", "full set", "all around": every position the part has. */
  readonly all: boolean;
}

const NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  both: 2,
  dual: 2,
  pair: 2,
  couple: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  eight: 8,
};

const AXLES: Readonly<Record<string, Axle>> = { front: 'front', rear: 'rear', back: 'rear' };
const SIDES: Readonly<Record<string, Side>> = {
  left: 'left',
  driver: 'left',
  drivers: 'left',
  right: 'right',
  passenger: 'right',
  passengers: 'right',
};
// Words that may sit between a count and the part ("2 new front oem tires").
const FILLERS = new Set(
  `and of the my new used oem aftermarket genuine premium cheap side sides set full all x
  lower upper inner outer wheel brake steering end ends around corners corner quality
  original factory replacement rebuilt remanufactured reman`.split(/\s+/),
);

/**
 * Reads the run of modifier words just before a part ("both front", "all four", "2 rear")
 * and a short tail after it ("tires x4", "pads front and rear", "mirror on the driver side").
 * The run stops at the first word that is not a modifier, so a count elsewhere in the
 * sentence ("I have 2 kids and need tires") is not taken for the part's quantity.
 */
export function readQuantity(
  before: string,
  after: string,
  nextPartFollows = false,
): QuantityContext {
  const run = modifierRun(before);
  const tail = readTail(after, nextPartFollows);
  const axles = new Set<Axle>([...axlesIn(run), ...tail.axles]);
  const all = run.includes('all') || run.includes('full') || tail.all;
  const count = [...run].reverse().find((w) => w in NUMBERS || /^\d{1,2}$/.test(w));
  const qty = tail.qty ?? (count === undefined ? null : (NUMBERS[count] ?? Number(count)));
  return {
    qty: qty === 0 ? null : qty,
    axles: all && axles.size === 0 ? ['front', 'rear'] : [...axles],
    side: sideIn([...run, ...tail.words]),
    all,
  };
}

function modifierRun(before: string): string[] {
  const words = before.trim().split(/\s+/).filter(Boolean);
  const run: string[] = [];
  for (let i = words.length - 1; i >= 0 && run.length < 6; i -= 1) {
    const w = words[i] ?? '';
    const known = w in NUMBERS || /^\d{1,2}$/.test(w) || w in AXLES || w in SIDES;
    if (!known && !FILLERS.has(w)) break;
    run.unshift(w);
  }
  return run;
}

const TAIL =
  /^\s*(?:x\s?(\d{1,2})\b|(\d{1,2})\s?x\b)?\s*(?:(?:on|for|in|at) )?(?:the )?((?:(?:front|rear|back|both|all|around|and|sides?|driver|drivers|passenger|passengers|left|right|four|4)\b ?)*)/;

/** Position words running straight into the next part ("pads and rear rotors") are its own. */
function readTail(after: string, nextPartFollows: boolean) {
  const m = TAIL.exec(after);
  const counted = m?.[1] ?? m?.[2];
  const runsIntoNext = nextPartFollows && (m?.[0].length ?? 0) >= after.trimEnd().length;
  const words = runsIntoNext ? [] : (m?.[3] ?? '').trim().split(/\s+/).filter(Boolean);
  const all = words.includes('all') || words.includes('around');
  return { qty: counted ? Number(counted) : null, axles: axlesIn(words), words, all };
}

function axlesIn(words: readonly string[]): Axle[] {
  return words.flatMap((w) => (AXLES[w] ? [AXLES[w]] : []));
}

function sideIn(words: readonly string[]): Side | null {
  const sides = new Set(words.flatMap((w) => (SIDES[w] ? [SIDES[w]] : [])));
  if (sides.size > 1 || (words.includes('both') && words.some((w) => /^sides?$/.test(w)))) {
    return 'both';
  }
  return [...sides][0] ?? null;
}
