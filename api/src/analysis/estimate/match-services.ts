import { estimateWords, type Word } from './estimate-words';
import { catalogueWordsFor, type ServiceIndex, type Alias } from './service-index';
import type { ShopService } from './service-catalogue';

/**
 * Finds the catalogue services an estimate line names. One line can name several ("Oil +
 * filter, rotation"; "pads + resurface rotors"), so the matcher picks the set of aliases that
 * covers most of the line's words, not just the single longest alias. Words in parentheses
 * count half: "(0W-20 full synthetic)" refines a match but should not start one.
 */

export interface ServiceMatch {
  readonly service: ShopService;
  /** Where the matched words sit in the line, to quote them back to the owner. */
  readonly start: number;
  readonly end: number;
}

interface Candidate {
  readonly alias: Alias;
  readonly words: readonly number[];
  readonly score: number;
  /** The span of its own words: those it does not share with a coordinated service. */
  readonly first: number;
  readonly last: number;
  /** Its words a coordinated service may name too: "flush" in "coolant and brake flush". */
  readonly shared: readonly number[];
  /** May share its line with other services: not an inspection, nothing in parentheses. */
  readonly combinable: boolean;
}

const MAX_CANDIDATES = 24;
const PER_SERVICE = 3;
/** Each service beyond the first must explain real words, not split one alias in two. */
const EXTRA_SERVICE_COST = 0.5;
/** Verbs and filler that say little about which service is meant. */
const WEAK_WORDS = new Set([
  'replace',
  'service',
  'change',
  'kit',
  'labor',
  'repair',
  'install',
  'job',
  'work',
]);
/**
 * What two coordinated services can share: "the power steering and transmission flushed",
 * "flush the coolant and transmission", "brake and clutch fluid exchange" name two services
 * with one verb or noun.
 */
const SHAREABLE = new Set(['flush', 'fluid', 'exchang', 'exchange', 'servic', 'service']);
/**
 * A shared word already explained by another service counts a little less the second time: in
 * "transmission fluid exchange and a coolant flush" the coolant is the flush, not the exchange.
 */
const REUSED_WORD_COST = 0.25;
/** Unused words inside an alias's span: "PCV valve" read across "valve cover w/ PCV" is weaker. */
const GAP_PENALTY = 0.25;
/** Words that turn an inspection's line into the repair it found. */
const FIX_WORDS = new Set(['replace', 'replac', 'replacement', 'install', 'new']);
/** Enough to let the repair the inspection found win the line. */
const FIX_FOLLOWS_PENALTY = 1.5;
/** A word matched by meaning, not spelling ("coolant" for the alias word "fluid"), counts less. */
const NEAR_MISS_PENALTY = 0.5;

export function matchServices(text: string, index: ServiceIndex, maxServices = 4): ServiceMatch[] {
  const words = estimateWords(text, index.contextFixes);
  const meanings = words.map((w) => catalogueWordsFor(w.stem, index));
  const lower = text.toLowerCase();
  const sold = (c: Candidate) => !onlyInspected(c, words, lower);
  const candidates = candidatesFor(words, meanings, index, sold);
  const best = bestCover(candidates, maxServices);
  return best
    .map((c) => {
      const quoted = quotedWords(c, best);
      return {
        service: c.alias.service,
        start: Math.min(...quoted.map((i) => words[i]?.start ?? 0)),
        end: Math.max(...quoted.map((i) => words[i]?.end ?? 0)),
      };
    })
    .sort((a, b) => a.start - b.start);
}

/**
 * The words to quote for a service: all of its own, and a word it shares with a coordinated
 * service only where it sits next to them ("power steering" and "transmission flushed" in
 * "the power steering and transmission flushed").
 */
function quotedWords(c: Candidate, chosen: readonly Candidate[]): readonly number[] {
  const sharedHere = c.shared.filter((i) => chosen.some((o) => o !== c && o.words.includes(i)));
  if (sharedHere.length === 0) return c.words;
  const quoted = c.words.filter((i) => !sharedHere.includes(i));
  for (const i of [...sharedHere].sort((a, b) => a - b)) {
    if (quoted.includes(i - 1) || quoted.includes(i + 1)) quoted.push(i);
  }
  return quoted;
}

function candidatesFor(
  words: readonly Word[],
  meanings: readonly (readonly string[])[],
  index: ServiceIndex,
  /** Whether a placing sells the service ("inspect CV boots" only looks at them). */
  sold: (c: Candidate) => boolean,
): Candidate[] {
  const aliases = new Set(meanings.flat().flatMap((stem) => index.byStem.get(stem) ?? []));
  const found: Candidate[] = [];
  for (const alias of aliases) {
    // Placed from each place its first word occurs: in "brake-drum repairs, … brake-cleaning
    // service" the alias "brake cleaning service" starts at the second "brake".
    const placings = startsOf(alias, words, meanings)
      .flatMap((start) => {
        const placed = placeAlias(alias, words, meanings, start);
        return placed ? [candidate(alias, placed, words)] : [];
      })
      .filter(sold);
    const strongest = placings.sort(byStrength)[0];
    if (strongest) found.push(strongest);
  }
  const outside = found.filter((c) => c.words.some((i) => !words[i]?.inParens));
  const usable = (outside.length > 0 ? outside : found).sort(byStrength);
  const perService = new Map<string, number>();
  const placed = new Set<string>();
  return usable
    .filter((c) => {
      // Two aliases of one service on the same words ("oil filter change", "oil and filter
      // change") are one reading: the second would crowd out a shorter one ("oil change").
      const reading = `${c.alias.service.id}:${[...c.words].sort((a, b) => a - b).join(',')}`;
      if (placed.has(reading)) return false;
      placed.add(reading);
      const seen = perService.get(c.alias.service.id) ?? 0;
      perService.set(c.alias.service.id, seen + 1);
      return seen < PER_SERVICE;
    })
    .slice(0, MAX_CANDIDATES);
}

/**
 * Each alias word takes a distinct line word, of several the one nearest the words already
 * placed, with a near miss counted a little further away than an exact spelling: in
 * "transmission flush, coolant flush" the alias "coolant flush" takes the second "flush", and in
 * "power steering oil, brake fluid" the alias "power steering fluid" takes "oil", not the brake's
 * "fluid".
 */
function placeAlias(
  alias: Alias,
  words: readonly Word[],
  meanings: readonly (readonly string[])[],
  start: Option,
) {
  const used: number[] = [start.index];
  let nearMisses = start.near ? 1 : 0;
  for (const stem of alias.stems.slice(1)) {
    const free = (i: number) => !used.includes(i);
    const options = words.flatMap((w, i): Option[] => {
      if (!free(i)) return [];
      if (w.stem === stem) return [{ index: i, near: false }];
      return meanings[i]?.includes(stem) ? [{ index: i, near: true }] : [];
    });
    const chosen = nearest(options, used);
    if (chosen === undefined) return null;
    if (chosen.near) nearMisses += 1;
    used.push(chosen.index);
  }
  return { used, nearMisses };
}

interface Option {
  readonly index: number;
  readonly near: boolean;
}

/** Where an alias's first word can sit: its exact spellings, or else its near misses. */
function startsOf(
  alias: Alias,
  words: readonly Word[],
  meanings: readonly (readonly string[])[],
): Option[] {
  const stem = alias.stems[0];
  if (stem === undefined) return [];
  const exact = words.flatMap((w, i) => (w.stem === stem ? [{ index: i, near: false }] : []));
  if (exact.length > 0) return exact;
  return words.flatMap((_, i) => (meanings[i]?.includes(stem) ? [{ index: i, near: true }] : []));
}

/** How many words further away a near miss counts than an exact spelling. */
const NEAR_MISS_DISTANCE = 1.5;

function nearest(options: readonly Option[], placed: readonly number[]): Option | undefined {
  const anchor = placed[placed.length - 1];
  if (anchor === undefined) return undefined;
  let best: Option | undefined;
  // Ties go to the word after: aliases are written in reading order.
  const distance = (o: Option) =>
    Math.abs(o.index - anchor) - (o.index > anchor ? 0.5 : 0) + (o.near ? NEAR_MISS_DISTANCE : 0);
  for (const o of options) {
    if (best === undefined || distance(o) < distance(best)) best = o;
  }
  return best;
}

function candidate(
  alias: Alias,
  { used, nearMisses }: { used: readonly number[]; nearMisses: number },
  words: readonly Word[],
): Candidate {
  const inspection = alias.service.category === 'inspection';
  const shared = used.filter((i) => SHAREABLE.has(words[i]?.stem ?? ''));
  const own = used.filter((i) => !shared.includes(i));
  const span = own.length > 0 ? own : used;
  // "Battery test - BATTERY WEAK replace": the test found the fault and the line prices the fix.
  // (A fix word the alias itself uses, "inspection & replacement", is the alias's.)
  const fixFollows = inspection && words.some((w, i) => !used.includes(i) && FIX_WORDS.has(w.stem));
  return {
    alias,
    words: used,
    score:
      scoreOf(used, words) -
      nearMisses * NEAR_MISS_PENALTY -
      (fixFollows ? FIX_FOLLOWS_PENALTY : 0),
    first: Math.min(...span),
    last: Math.max(...span),
    shared: own.length > 0 ? shared : [],
    combinable: !inspection && used.every((i) => !words[i]?.inParens),
  };
}

/** Verbs of looking, not fixing: "inspect CV boots", "check brakes" in a package's contents. */
const LOOK_WORDS = new Set(['inspect', 'inspection', 'check', 'look']);

/**
 * "Inspect CV boots": a part named right after a verb of looking is what the shop looks at, not
 * a part it sells. Only a repair (a part replaced) is dropped; "inspect and resurface rotors",
 * "check/flush brake fluid" have a verb of doing between, and an inspection service is kept.
 */
function onlyInspected(c: Candidate, words: readonly Word[], text: string): boolean {
  if (c.alias.service.category !== 'repair') return false;
  if (cleanedNotReplaced(c, words, text)) return true;
  const look = words[c.first - 1];
  const part = words[c.first];
  if (!look || !part || !LOOK_WORDS.has(look.stem)) return false;
  const fixed = c.words.some((i) => FIX_WORDS.has(words[i]?.stem ?? ''));
  return !fixed && !ITEM_BREAK.test(text.slice(look.end, part.start));
}

/**
 * "EGR valve cleaning", "hybrid battery cooling fan cleaning": a part that is cleaned is not
 * replaced. A repair matched on it would price a new part; the line is left for a cleaning
 * service of its own, or unrecognised.
 */
function cleanedNotReplaced(c: Candidate, words: readonly Word[], text: string): boolean {
  if (c.alias.service.category !== 'repair' || c.alias.stems.includes('clean')) return false;
  const near = words.slice(Math.max(0, c.first - 2), c.last + 4);
  if (near.some((w) => FIX_WORDS.has(w.stem))) return false;
  // The cleaning must be this part's: no other item ("…new rotors and a fuel injection cleaning").
  const from = words[c.first]!;
  const to = words[c.last]!;
  return near.some((w) => {
    if (w.stem !== 'clean') return false;
    const between = w.start > to.end ? text.slice(to.end, w.start) : text.slice(w.end, from.start);
    return !ITEM_BREAK.test(between);
  });
}

/** What separates two items on a line: a comma, a semicolon, "and", "plus". */
const ITEM_BREAK = /[,;/&]|\b(?:and|plus|also)\b/i;

function scoreOf(used: readonly number[], words: readonly Word[]): number {
  const gaps = Math.max(...used) - Math.min(...used) + 1 - used.length;
  return used.reduce((sum, i) => sum + weightOf(words[i]), 0) - gaps * GAP_PENALTY;
}

function weightOf(word: Word | undefined): number {
  if (!word) return 0;
  const base = WEAK_WORDS.has(word.stem) ? 0.25 : 1;
  return word.inParens ? base / 2 : base;
}

function byStrength(a: Candidate, b: Candidate): number {
  return (
    b.score - a.score ||
    b.alias.stems.length - a.alias.stems.length ||
    a.alias.order - b.alias.order
  );
}

/** The non-overlapping set covering most words; ties go to fewer, longer, earlier aliases. */
function bestCover(candidates: readonly Candidate[], maxServices: number): Candidate[] {
  let best: Score = { total: 0, count: 0, length: 0, picked: [] };
  const picked: Candidate[] = [];
  const search = (from: number, total: number, length: number) => {
    const net = total - Math.max(0, picked.length - 1) * EXTRA_SERVICE_COST;
    if (isBetter(net, picked.length, length, best)) {
      best = { total: net, count: picked.length, length, picked: [...picked] };
    }
    if (picked.length >= maxServices) return;
    for (let i = from; i < candidates.length; i += 1) {
      const next = candidates[i];
      if (!next) continue;
      // Candidates are sorted strongest first, so once none can beat the best, none after can.
      if (upperBound(total, picked.length, next.score, maxServices) < best.total - 1e-9) break;
      if (!fits(next, picked)) continue;
      const reused = next.words.filter((w) => picked.some((c) => c.words.includes(w))).length;
      picked.push(next);
      search(
        i + 1,
        total + next.score - reused * REUSED_WORD_COST,
        length + next.alias.stems.length,
      );
      picked.pop();
    }
  };
  search(0, 0, 0);
  return [...best.picked];
}

/** The best net score a set could reach by adding `next` and fillers no stronger than it. */
function upperBound(total: number, count: number, nextScore: number, maxServices: number): number {
  const slots = maxServices - count - 1;
  return (
    total +
    nextScore -
    count * EXTRA_SERVICE_COST +
    slots * Math.max(0, nextScore - EXTRA_SERVICE_COST)
  );
}

interface Score {
  readonly total: number;
  readonly count: number;
  readonly length: number;
  readonly picked: readonly Candidate[];
}

function isBetter(total: number, count: number, length: number, best: Score): boolean {
  if (Math.abs(total - best.total) > 1e-9) return total > best.total;
  if (count !== best.count) return count < best.count;
  return length > best.length;
}

/**
 * Inspections only stand alone ("timing belt inspection & replacement" is a timing belt job),
 * a line names several services only outside its parentheses, and side by side: aliases
 * whose own words interleave are one service misread as two. Two services share a word only
 * when both may ("coolant and transmission flush").
 */
function fits(next: Candidate, chosen: readonly Candidate[]): boolean {
  if (chosen.length === 0) return true;
  if (!next.combinable || chosen.some((c) => !c.combinable)) return false;
  return chosen.every(
    (c) =>
      c.alias.service.id !== next.alias.service.id &&
      (c.last < next.first || next.last < c.first) &&
      c.words.every(
        (i) => !next.words.includes(i) || (c.shared.includes(i) && next.shared.includes(i)),
      ),
  );
}
