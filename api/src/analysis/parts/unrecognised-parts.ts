import type { ReplacementPart } from '@fairwrench/contracts';
import { formatHours } from '../costs/format-hours';
import { jobCost } from '../costs/job-cost';
import type { CostContext } from '../types';
import type { PartsKnowledge } from './parts-catalogue';

// "replace the flux capacitor", "a new gizmo": the words after a replacement verb. A bare
// "need" is left out: "need help with my car" is a request, not a part.
// "New York", "New Jersey": after "new", a place name is where, not a new part.
const PLACE_AFTER_NEW = 'york|jersey|mexico|hampshire|england|orleans|haven|zealand|brunswick';
const REQUEST = new RegExp(
  `\\b(?:replace|replacing|swap|swapping|install|installing|new(?!\\s+(?:${PLACE_AFTER_NEW})\\b))` +
    '\\s+((?:[a-z0-9]+ ?){1,6})',
  'g',
);
/**
 * Words that may stand before the part's name: "replace the two front flux capacitors",
 * "replace her flux capacitor".
 */
const LEADING = new Set(
  `a an the my our its his her their your this that these those some new old both all one two
  three four five six seven eight pair set front rear back left right side driver passenger
  upper lower inner outer`
    .split(/\s+/)
    .filter(Boolean),
);
/**
 * Words that end a name, or show the words after the verb are no part ("replace those is in");
 * a time ("just after the new year", "replacing this Friday") is when, not what.
 */
const STOP = new Set(
  `it them to be done get got know how much what is was are will would cost costs price quote
  estimate help fix fixed fixing repair repairs repaired replaced replace changed installed work
  car vehicle truck suv van part parts something thing stuff and or on for in at with because
  please too also asap soon now just again of i me we if so out up owner owners buyer customer
  one ones year years month months week weeks day days today tomorrow tonight weekend morning
  afternoon evening night monday tuesday wednesday thursday friday saturday sunday
  he she him they you us`
    .split(/\s+/)
    .filter(Boolean),
);
const MASK = '#';

/**
 * Names the owner asked about that the catalogue does not know ("replace the flux
 * capacitor"): each becomes a clearly labelled line with the catalogue's typical single-part
 * range, so the total is not silently short. Recognised parts are masked out first.
 */
export function unrecognisedNames(
  text: string,
  recognised: readonly { start: number; end: number }[],
  keep: readonly string[],
): string[] {
  let masked = text;
  for (const r of recognised) {
    masked = masked.slice(0, r.start) + MASK.repeat(r.end - r.start) + masked.slice(r.end);
  }
  const skip = new Set(keep.map((w) => w.toLowerCase()));
  // "the water pump failed ... the new pump was": one word of a part already read is that part.
  const named = new Set(recognised.flatMap((r) => text.slice(r.start, r.end).split(/\W+/)));
  const names = [...masked.matchAll(REQUEST)].map((m) => contentWords(m[1] ?? '', skip));
  return [...new Set(names.filter((n) => n.length > 0 && !named.has(n)))];
}

function contentWords(phrase: string, skip: ReadonlySet<string>): string {
  const words: string[] = [];
  for (const w of phrase.trim().split(' ')) {
    if (words.length === 0 && (LEADING.has(w) || /^\d+$/.test(w))) continue;
    if (STOP.has(w) || skip.has(w) || /^\d+$/.test(w)) break;
    words.push(w);
  }
  return words.filter((w) => w.length >= 3).join(' ');
}

/** A line for a part we could not identify, priced at the typical single-part range. */
export function unrecognisedLine(
  label: string,
  ctx: CostContext,
  parts: PartsKnowledge,
): ReplacementPart {
  const { price, hours } = parts.data.unrecognised;
  const cost = jobCost({ min: price[0], max: price[1] }, { min: hours[0], max: hours[1] }, ctx);
  return {
    name:
      `${label} — not in our parts list; the range is typical for one mechanical part. ` +
      'Ask the shop for the part number and book labor hours',
    estimatedCost: cost.parts,
    laborCost: cost.labor,
    replacementTime: formatHours(cost.hours),
    totalCost: { min: cost.parts.min + cost.labor.min, max: cost.parts.max + cost.labor.max },
  };
}
