import {
  bothEnds,
  endNear,
  endsIn,
  pickCandidate,
  sidesIn,
  type End,
  type Side,
} from './area-context';
import type { AreaEntry, CollisionKnowledge, Level } from './collision-knowledge';
import { findAreas, type AreaMatch } from './find-areas';
import { clauseStart, namedAsPlace, PLACE_OF_PART, SEPARATORS } from './place-words';
import { saysUndamaged, severityHits, strongest, type SeverityHit } from './severity';

/** A damaged area read from the text, with where it is and how bad. */
export interface FoundArea {
  readonly area: AreaEntry;
  readonly side: Side | null;
  readonly level: Level;
  /** The owner's damage word ("cracked"), or null when the level was assumed. */
  readonly evidence: string | null;
  /** Why it was added without being named ("a fluid leak after a front impact"). */
  readonly implied?: string;
  /** The damage word sits in the area's own clause (not borrowed from elsewhere). */
  readonly own?: boolean;
  /** Named as a place ("behind the back wheel"), not as damaged. */
  readonly secondary?: boolean;
  /** Called fine in its own clause ("the bumper held up"): outweighs borrowed damage words. */
  readonly cleared?: boolean;
  /** Named as someone else's ("her bumper", "his back end"): the other car's or the animal's. */
  readonly theirs?: boolean;
  /** Called fine or working ("works normally"), not just said not to be damaged in some way. */
  readonly fine?: boolean;
  /** Pulled off its clips with no damage of its own told: put back, not repaired or replaced. */
  readonly detached?: boolean;
}

/** What the whole text says, for areas whose own sentence is silent. */
export interface TextContext {
  /** The end the impact was at, else the one end the text names, else null. */
  readonly impactEnd: End | null;
  /** The one end the story says was hit ("rear ended", "hit from behind"), from the impacts only. */
  readonly hitEnd?: End | null;
  /** No one end: the owner names "front and rear" together, so an unplaced bumper is both. */
  readonly bothEnds?: boolean;
  /** The one side the text names, or none. */
  readonly sides: readonly Side[];
  readonly strongest: SeverityHit | undefined;
}

/**
 * Reads one sentence. An area takes the damage words of its own clause and of the clauses
 * after it that name no area ("rock hit the windshield and now there's a crack"), else the
 * nearest in the sentence ("bumper, hood and grille smashed"), else the strongest in the text.
 * A clause that calls the area fine, or negates its damage, marks it cleared.
 */
export function readSentence(
  words: readonly string[],
  text: TextContext,
  k: CollisionKnowledge,
  matches: readonly AreaMatch[] = findAreas(words, k.areaIndex),
): FoundArea[] {
  const hits = severityHits(words, k.severity);
  return matches.flatMap((match) => {
    const [from, to] = reach(words, matches, match.index);
    const clause = words.slice(from, to);
    // "the bumper is creased below the headlights, which were demolished": words after the next
    // part the clause names are that part's, and words before this one are an earlier part's.
    const ownFrom = previousArea(matches, hits, match.index, from);
    const ownTo = nextArea(matches, hits, match.index, to);
    const clauseHits = hits.filter((h) => h.index >= ownFrom && h.index < ownTo);
    const cleared =
      saysUndamaged(words.slice(ownFrom, ownTo), clauseHits, k.severity) ||
      objectOfNegation(words, clauseHits, from, to, match.index, k);
    const own = strongest(clauseHits);
    const hit = own ?? nearest(hits, match.index) ?? text.strongest;
    // "the air bags didn't even activate, just a few scratches": a part that is only damaged
    // when something happened to it (a deployed airbag) needs its own words, not the next clause's.
    const said = strongest(
      hits.filter((h) => h.index >= from && h.index < clauseEnd(words, match.index)),
    );
    const before = words.slice(Math.max(from, match.index - 4), match.index);
    // "below the headlights, which were demolished": a place with damage words of its own is damaged.
    const secondary =
      namedAsPlace(words, matches, match) && !(ownFrom === match.index && own !== undefined);
    const theirs =
      othersPart(before) || looseObject(words.slice(Math.max(from, match.index - 6), match.index));
    // "works normally", "is fine": said to be sound, not just "doesn't bump well"; "the other
    // headlight still works" is not the one that was smashed.
    const fine =
      before.at(-1) !== 'other' && words.slice(ownFrom, ownTo).some((w) => k.severity.clean.has(w));
    const sides = contextSides(sidesIn(clause), sidesIn(words), text.sides);
    // The end is read from the area's own words only: "the front one" later names another door.
    // "the front and rear bumpers", "front and rear bumper damage": both ends, not the last named.
    const named = words.slice(Math.max(0, match.index - 3), match.index);
    const ends = named.includes('and') && new Set(endsIn(named)).size === 2;
    const end = ends
      ? null
      : (endNear(before, words.slice(from, clauseEnd(words, match.index))) ??
        sideDoor(before, match));
    const both = ends || before.includes('both');
    // "both the bumper and the fender" is one bumper; "front and rear bumper" is two.
    const twoEnds = match.plural || ends || text.bothEnds === true;
    return areasOf(match, end, both, twoEnds, sides, sidesIn(clause), text).flatMap(
      ({ area, side }): FoundArea[] => {
        if (cleared) return [{ area, side, level: 1 as Level, evidence: null, cleared, fine }];
        if (area.requiresSeverity && !said) return [];
        const meant = hit === undefined ? undefined : area.wordLevels?.[hit.phrase];
        const level = Math.max(hit?.level ?? 2, meant ?? 1, area.minLevel ?? 1) as Level;
        const evidence = hit?.phrase ?? null;
        return [{ area, side, level, evidence, own: own !== undefined, secondary, theirs }];
      },
    );
  });
}

const THEIR = new Set(['her', 'his', 'their']);
const OTHER_VEHICLE = new Set(['car', 'cars', 'vehicle', 'vehicles', 'truck', 'trucks', 'drivers']);
/**
 * Where the words of the area at `index` start: at the area itself when an earlier area of its
 * clause already has a damage word of its own before it ("the bumper is buckled below the
 * headlights, which …"), else at the clause start ("the bumper below the headlight is cracked").
 */
function previousArea(
  matches: readonly AreaMatch[],
  hits: readonly SeverityHit[],
  index: number,
  from: number,
): number {
  const prev = matches.filter((m) => m.index >= from && m.index < index).at(-1);
  return prev && saidBetween(hits, prev.index, index) ? index : from;
}

/** Where the words of the area at `index` stop: at the next area when this one's words came first. */
function nextArea(
  matches: readonly AreaMatch[],
  hits: readonly SeverityHit[],
  index: number,
  to: number,
): number {
  const next = matches.find((m) => m.index > index && m.index < to);
  return next && saidBetween(hits, index, next.index) ? next.index : to;
}

function saidBetween(hits: readonly SeverityHit[], from: number, to: number): boolean {
  return hits.some((h) => h.index > from && h.index < to && !h.negated);
}

const VEHICLES = new Set('truck trucks semi trailer car bus van suv tractor pickup'.split(' '));

/**
 * "a big truck tire came loose and went under my car", "a car door hit me": a part of some
 * vehicle, told with "a", is a loose object or another car's, not the owner's.
 */
function looseObject(before: readonly string[]): boolean {
  if (!VEHICLES.has(before.at(-1) ?? '')) return false;
  // Only describing words between "a" and the vehicle: in "a deer ran into the car door" the
  // article belongs to the deer, and the door is the owner's.
  const between = before.slice(0, -1);
  const article = Math.max(between.lastIndexOf('a'), between.lastIndexOf('an'));
  return article >= 0 && between.slice(article + 1).every((w) => DESCRIBING.has(w));
}

/** Words that may stand between "a" and the vehicle it names ("a big torn-out truck tire"). */
const DESCRIBING = new Set(
  'big large huge small little old white black red blue silver grey gray torn out loose stray passing parked another other delivery garbage dump tow city school'.split(
    ' ',
  ),
);

/**
 * "her bumper", "his back end", "her back right tire", "the other cars bumper", "the guy's dented
 * bumper": someone else's part.
 */
function othersPart(before: readonly string[]): boolean {
  let n = before.length;
  while (n > 0 && PLACE_OF_PART.has(before[n - 1] ?? '')) n -= 1;
  const words = before.slice(0, n);
  const last = words.at(-1) ?? '';
  return (
    THEIR.has(last) ||
    (OTHER_VEHICLE.has(last) && words.at(-2) === 'other') ||
    words.slice(-2).some((w) => PEOPLES.has(w))
  );
}

/** "the guy's dented bumper", "the neighbor's fender": a person's part (apostrophes are dropped). */
const PEOPLES = new Set(
  'guys mans womans ladys kids girls boys neighbors neighbours teens teenagers someones somebodys'.split(
    ' ',
  ),
);

/**
 * "the dent didn't block the wheel", "the scratch doesn't reach the door": the damage word is
 * another part's, and the area is what it did not touch. True when a negation stands between the
 * clause's last damage word and the area, and no damage word follows the area in its clause.
 */
function objectOfNegation(
  words: readonly string[],
  clauseHits: readonly SeverityHit[],
  from: number,
  to: number,
  index: number,
  k: CollisionKnowledge,
): boolean {
  const said = clauseHits.filter((h) => !h.negated);
  if (said.length === 0 || said.some((h) => h.index > index && h.index < to)) return false;
  const last = Math.max(from - 1, ...said.map((h) => h.index));
  return words.slice(last + 1, index).some((w) => k.severity.negations.has(w));
}

/**
 * "The driver door", "the passenger side door": the front one, whatever end the rest of the text
 * names (a coupe has no other, and owners name a rear door as such). "Both driver doors", "the
 * passenger doors" are both doors on that side.
 */
function sideDoor(before: readonly string[], match: AreaMatch): End | null {
  if (match.plural || before.includes('both')) return null;
  const words = before.at(-1) === 'side' ? before.slice(0, -1) : before;
  const side = words.at(-1) === 's' ? words.at(-2) : words.at(-1);
  const named = ['driver', 'drivers', 'passenger', 'passengers'].includes(side ?? '');
  return named && match.candidates.some((c) => c.id === 'front-door') ? 'front' : null;
}

function contextSides(clause: Side[], sentence: Side[], text: readonly Side[]): readonly Side[] {
  if (clause.length > 0) return clause;
  return sentence.length === 1 ? sentence : text;
}

function areasOf(
  match: AreaMatch,
  end: End | null,
  both: boolean,
  twoEnds: boolean,
  sides: readonly Side[],
  clauseSides: readonly Side[],
  text: TextContext,
): { area: AreaEntry; side: Side | null }[] {
  const many = match.plural;
  // "Honda van bumpers" after "backing out" are the rear ones; "both bumpers" are both.
  const pair =
    end === null && (both || text.impactEnd === null) && twoEnds ? bothEnds(match.candidates) : [];
  // "both doors on the driver side" is front and rear; "both headlights" is left and right.
  const usePair = pair.length > 0 && (sides.length > 0 || !pair[0]?.sided);
  const chosen = usePair ? pair : [oneArea(match, end, sides, text.impactEnd, text.hitEnd ?? null)];
  return chosen.flatMap((area): { area: AreaEntry; side: Side | null }[] => {
    if (!area.sided) return [{ area, side: null }];
    const own = clauseSides.length > 0 ? clauseSides : many && !usePair ? BOTH : sides;
    return own.length > 0 ? own.map((side) => ({ area, side })) : [{ area, side: null }];
  });
}

const BOTH: readonly Side[] = ['left', 'right'];

/**
 * The area one mention means. "The back door caved in" after a rear-end hit, with no side named,
 * is the liftgate at the end that was hit, not a side door.
 */
function oneArea(
  match: AreaMatch,
  end: End | null,
  sides: readonly Side[],
  impactEnd: End | null,
  hitEnd: End | null,
): AreaEntry {
  const atHitEnd = match.candidates.filter((c) => c.position === hitEnd);
  const unsided = atHitEnd.find((c) => !c.sided);
  const hitEndOnly = end === null || end === hitEnd;
  const one = !match.plural && sides.length === 0;
  if (unsided && hitEndOnly && one && atHitEnd.some((c) => c.sided)) return unsided;
  return pickCandidate(match.candidates, end, impactEnd);
}

function clauseEnd(words: readonly string[], index: number): number {
  let to = index;
  while (to < words.length && !SEPARATORS.has(words[to] ?? '')) to += 1;
  return to;
}

/** The area's clause, stretched over following clauses that name no area of their own. */
function reach(words: readonly string[], matches: readonly AreaMatch[], index: number) {
  const from = clauseStart(words, index);
  let to = clauseEnd(words, index);
  for (;;) {
    const next = to + 1;
    const end = clauseEnd(words, next);
    const named = matches.some((m) => m.index >= next && m.index < end);
    if (to >= words.length || named) return [from, to] as const;
    to = end;
  }
}

/**
 * The closest damage word; of two as close, the one after the area: "the headlight was smashed,
 * and the door and hood were scraped" scrapes the door, as the list's own verb says.
 */
function nearest(hits: readonly SeverityHit[], index: number): SeverityHit | undefined {
  const after = (h: SeverityHit) => (h.index > index ? 0 : 1);
  return hits
    .filter((h) => !h.negated)
    .sort(
      (a, b) =>
        Math.abs(a.index - index) - Math.abs(b.index - index) ||
        after(a) - after(b) ||
        b.level - a.level,
    )[0];
}
