import type { ServiceIndex } from './service-index';
import { matchServices } from './match-services';

/**
 * What the owner's own words say about the items: a symptom or an observed condition that
 * justifies one ("rough idle", "belt is cracked"), and work they say was done recently ("they
 * replaced my battery last year"). Negated mentions ("not leaking or sticking") do not count.
 */

const NEGATION =
  /\b(no|not|never|without|nor|zero|isn'?t|doesn'?t|don'?t|didn'?t|wasn'?t|aren'?t|hasn'?t|haven'?t|n't)\b/i;
/** Endings a stem may take, after an optional doubled consonant ("slip" → "slipping"). */
const SUFFIXES = '([a-z]?(s|es|d|ed|ing|y|ies|e|er|ion|ions|ation|ness))?';
/**
 * Work the owner says was done lately (at the last oil change, under 5,000 miles ago), or parts
 * they call nearly new ("an almost new set of tires", "the brakes were almost new"); "recently the dealer wrote…" dates the letter, not the
 * work. Only plural parts count as nearly new: "my nearly new Camry", "it is almost new" and
 * "the car is only 6 months old" describe the car, and every service in the sentence would
 * otherwise read as just done.
 */
export const RECENT =
  /\b(last (year|month|week|spring|summer|fall|autumn|winter|time|visit|service|oil change)|(?<![\d,.])(?:[1-4],\d{3}|[1-4]\d{3}|\d{3}|[1-4]\s*k)\s+miles?\s+ago|(?<![\d,.])(?:[1-7],\d{3}|[1-7]\d{3}|\d{3}|[1-7]\s*k)\s*(?:kms?|kilomet(?:er|re)s?)\s+ago|(\d+|a|one|two|three|four|five|six|few|couple(\s+of)?)\s+(months?|weeks?|days?)\s+(ago|earlier|before)|recently(?!\s+((the|my|our|a|an)\s+\w+\s+|(he|she|they|i|we)\s+)?(been\s+)?(told|said|advised|informed|recommended|quoted|took|visited|went|brought|called|wrote|sent|emailed|texted|mailed|notified|reminded|contacted))|just (had|got|did|replaced|changed|put|done|finished|completed|installed|rebuilt|overhauled|fitted)|(was|were|had been) (just )?(done|replaced|changed|installed|put in)|(are|were|'re) ((almost|nearly|practically|virtually) new|only \d+ (months?|weeks?) old)|(almost|nearly|practically|virtually) new ((set|pair) of|[a-z]+s\b(?<!\b(cars|vehicles|trucks|vans|suvs|minivans|pickups))))\b/i;

const RECENT_ALL = new RegExp(RECENT.source, 'gi');

/** True when `text` mentions one of `phrases` without negating it. */
export function mentionsAny(text: string, phrases: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return phrases.some((phrase) =>
    [...lower.matchAll(patternFor(phrase))].some(
      (m) => !isNegated(lower, m.index + (m[1] ?? '').length),
    ),
  );
}

const patterns = new Map<string, RegExp>();

/** Compiled once per phrase: the same few dozen phrases are checked on every review. */
function patternFor(phrase: string): RegExp {
  let pattern = patterns.get(phrase);
  if (!pattern) {
    pattern = new RegExp(`(^|[^a-z0-9])${escape(phrase.toLowerCase())}${SUFFIXES}(?![a-z])`, 'g');
    patterns.set(phrase, pattern);
  }
  return pattern;
}

/** A negation among the three words before the mention, within its clause. */
function isNegated(text: string, index: number): boolean {
  const clause =
    text
      .slice(Math.max(0, index - 40), index)
      .split(/[.;!?,]|\bbut\b/)
      .pop() ?? '';
  const lastWords = clause.trim().split(/\s+/).slice(-3).join(' ');
  return NEGATION.test(lastWords);
}

/** The sentences of `text`, split after a full stop, question or exclamation mark. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

/** Ids of catalogue services the owner says were done recently. */
export function recentlyDoneServices(notes: readonly string[], index: ServiceIndex): Set<string> {
  const ids = new Set<string>();
  for (const sentence of notes.flatMap(sentencesOf)) {
    if (!RECENT.test(sentence)) continue;
    // "at my last oil change" dates the work; the oil change in it was not what was done.
    const named = sentence.replace(RECENT_ALL, ' ');
    for (const match of matchServices(named, index)) ids.add(match.service.id);
  }
  return ids;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
