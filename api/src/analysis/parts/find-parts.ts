import { rowsFor, type BuildQuery } from '../vehicle/build-table';
import {
  fitsPowertrain,
  type PartAlias,
  type PartEntry,
  type PartsKnowledge,
} from './parts-catalogue';

/** One part named in the owner's (normalised) text; start and end are character offsets. */
export interface PartMention {
  readonly part: PartEntry;
  readonly start: number;
  readonly end: number;
  /** The owner wrote the plural ("struts"), which implies the usual count. */
  readonly plural: boolean;
  /** Probably a place or a symptom ("oil on the exhaust"): kept only if nothing else is named. */
  readonly weak: boolean;
}

// "battery light", "abs light", "check engine light": a warning lamp, not a part to buy.
const WARNING_AFTER = new Set(
  'light lights lamp indicator icon symbol message code codes'.split(' '),
);
// "oil leaking on the exhaust", "noise from the wheel": the part is where, not what; "right
// after the $1,686 head gasket job": an earlier repair, when, not what.
const PLACE_BEFORE = new Set(
  'on onto into from near behind under over above around by after since'.split(' '),
);
// "coolant and engine oil", "warm engine parts", "the wheel well": a loose word for a big part
// (engine, transmission, wheel) that only describes the noun after it names no part to buy.
const DESCRIBES = new Set(
  'oil oils parts compartment bay area noise noises temperature temp well wells'.split(' '),
);
// "it keeps draining the battery", "something killed my battery": the battery is what the
// fault drains, not the part the owner was quoted for.
const DRAINED_BY = new Set('drain drains drained draining kill kills killed killing'.split(' '));
// "a quote on front brake pads", "a price on the struts": what is priced, not a place.
const PRICED = new Set(
  'quote quotes quoted price prices pricing estimate estimates cost bid'.split(' '),
);
const POSITIONS = new Set(
  'front rear back left right driver drivers passenger passengers side'.split(' '),
);
const ARTICLES = new Set(['the', 'my', 'a', 'her', 'his', 'their', 'our']);
// "a new transmission", "replace the gearbox": the part itself is wanted, not a place. "a bent
// wheel", "the 18-inch rims": a damaged part, or one named by its size, is the part itself.
const WANTED_BEFORE = new Set(
  'new replace replaced replacing replacement rebuilt reman remanufactured used another bent cracked inch'.split(
    ' ',
  ),
);

// "the transmission failed", "the gearbox has died": the part itself broke, not a place. (Not
// "bent": "the engine bent two valves" names what broke inside it.)
const FAILED_AFTER = new Set(
  'failed fails failing died dies quit broke blew exploded seized locked'.split(' '),
);

/**
 * Finds the parts named in the text. The longest alias wins where aliases overlap, so
 * "brake pads and rotors" is one brake job, not pads plus rotors, and "strut mount" is not a
 * strut. An alias shared by several parts ("battery") resolves to the one this powertrain has.
 * Warning lamps are skipped, and weak mentions give way when any firm one exists. A part the
 * owner says is fine or not needed is returned apart (ruledOut), so it is neither priced nor
 * read again as an unknown part.
 */
export function findPartMentions(
  text: string,
  car: BuildQuery,
  parts: PartsKnowledge,
): { readonly wanted: PartMention[]; readonly ruledOut: PartMention[] } {
  const words = text.split(' ');
  const offsets = wordOffsets(words);
  const found: PartMention[] = [];
  const ruled: PartMention[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const hit = parts.aliasIndex.at(words, i)[0];
    if (!hit) continue;
    const after = words[i + hit.length] === 'warning' ? i + hit.length + 1 : i + hit.length;
    const describing = DESCRIBES.has(words[i + hit.length] ?? '') && looseWord(hit.value);
    if (!WARNING_AFTER.has(words[after] ?? '') && !describing) {
      const part = pick(hit.value.parts, { ...car, said: text }, text);
      const weak =
        ((part.weakAliases ?? []).includes(hit.value.alias) && !wanted(words, i, hit.length)) ||
        placedAt(words, i);
      const start = offsets[i] ?? 0;
      const end = start + words.slice(i, i + hit.length).join(' ').length;
      if (ruledOut(words, i, hit.length) || (looseWord(hit.value) && consequence(words, i)))
        ruled.push({ part, start, end, plural: hit.plural, weak });
      else found.push({ part, start, end, plural: hit.plural, weak });
    }
    i += hit.length - 1;
  }
  const firm = found.filter((m) => !m.weak);
  return { wanted: firm.length > 0 ? firm : found, ruledOut: ruled };
}

// "the water pump is fine, so it doesn't need to be replaced": the shop checked it and it stays.
// "was fine until", "was good but now" tells how it failed.
const FINE_AFTER =
  /^(?:(?:is|are) (?:still )?(?:fine|ok|okay|good)|(?:was|were) (?:still )?(?:fine|ok|okay|good)(?! (?:until|till|til|up|before|yesterday|last|at|then|when|for|but|and|now)\b)|(?:is|are) not (?:bad|the problem)|(?:does|do|did) ?n[o']?t need (?:to be )?(?:replac|chang))/;
// "no need to replace the starter", "don't need a new alternator".
const NOT_NEEDED_BEFORE =
  /(?:\bno need to (?:replace|change)|\b(?:do|does|did) ?n[o']?t need (?:a new|to replace|to change))(?: the| my| a| an| new)*$/;

/** The owner says the part was checked and is fine, or is not needed. */
function ruledOut(words: readonly string[], i: number, length: number): boolean {
  const after = words.slice(i + length, i + length + 7).join(' ');
  const before = words.slice(Math.max(0, i - 6), i).join(' ');
  return FINE_AFTER.test(after) || NOT_NEEDED_BEFORE.test(before);
}

// "when the seal fails you wipe out the bearings and need a new engine", "fix it or you will
// need a new transmission": what could follow in general, told to "you", is no part to price.
// Not "the shop said you need a new engine", nor "would you put a new engine in it".
const SENTENCE_END = new Set(['.', '!', '?']);
const GENERIC_YOU = new Set(['you', "you'll", 'youll', "you'd", 'youd']);
const MODAL_YOU = new Set(["you'll", 'youll', "you'd", 'youd']);
const MODALS = new Set('will would could might can'.split(' '));
const CONDITIONAL = new Set('when if unless whenever once'.split(' '));
const JOINS_A_CONSEQUENCE = new Set('or otherwise and then'.split(' '));

/**
 * A big part named as the general consequence of a fault: after the sentence's last "you",
 * either a modal ("you will need", "you'll need") or, after "or"/"and" following a condition
 * ("when the seal fails, and you ... need"), the part itself.
 */
function consequence(words: readonly string[], i: number): boolean {
  let start = i;
  while (start > 0 && !SENTENCE_END.has(words[start - 1] ?? '')) start -= 1;
  let you = -1;
  for (let j = i - 1; j >= start && you < 0; j -= 1) if (GENERIC_YOU.has(words[j] ?? '')) you = j;
  if (you < 0) return false;
  const after = words.slice(you + 1, i);
  if (MODAL_YOU.has(words[you]!) || after.some((w) => MODALS.has(w))) return true;
  const conditioned = words.slice(start, you).some((w) => CONDITIONAL.has(w));
  return conditioned && JOINS_A_CONSEQUENCE.has(words[you - 1] ?? '');
}

/** Where or what a fault affects ("oil on the exhaust", "draining the battery"), not what is bought. */
function placedAt(words: readonly string[], i: number): boolean {
  let j = i - 1;
  // "from my back tire", "on the left front wheel": positions, like counts, name no other place.
  while (j > i - 4 && (/^\d+$/.test(words[j] ?? '') || POSITIONS.has(words[j] ?? ''))) j -= 1;
  const at = ARTICLES.has(words[j] ?? '') ? j - 1 : j;
  const before = words[at] ?? '';
  if (before === 'on' && PRICED.has(words[at - 1] ?? '')) return false;
  return PLACE_BEFORE.has(before) || DRAINED_BY.has(before);
}

/** An alias that every part answering to it holds as weak ("engine", "wheel"). */
function looseWord(hit: PartAlias): boolean {
  return hit.parts.every((p) => (p.weakAliases ?? []).includes(hit.alias));
}

function wanted(words: readonly string[], i: number, length: number): boolean {
  const before = ARTICLES.has(words[i - 1] ?? '') ? words[i - 2] : words[i - 1];
  const after = words[i + length] === 'has' ? words[i + length + 1] : words[i + length];
  return WANTED_BEFORE.has(before ?? '') || FAILED_AFTER.has(after ?? '');
}

function wordOffsets(words: readonly string[]): number[] {
  let at = 0;
  return words.map((w) => {
    const start = at;
    at += w.length + 1;
    return start;
  });
}

/**
 * Of the parts sharing an alias, one this powertrain has, preferring the one fitted to this car
 * (`fittedOn`), then the one the text cues.
 */
function pick(parts: readonly PartEntry[], car: BuildQuery, text: string): PartEntry {
  const first = parts[0];
  if (!first) throw new Error('alias without a part');
  const fitting = parts.filter((p) => fitsPowertrain(p, car.powertrain));
  const padded = ` ${text} `;
  // A part fitted to this very car outranks any count of cue words.
  const fitted = (p: PartEntry) => (p.fittedOn && rowsFor(p.fittedOn, car).length > 0 ? 100 : 0);
  const cued = (p: PartEntry) =>
    fitted(p) + (p.cues ?? []).filter((c) => padded.includes(` ${c} `)).length;
  let best = fitting[0];
  for (const part of fitting) if (best && cued(part) > cued(best)) best = part;
  return best ?? first;
}
