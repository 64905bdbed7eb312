import type { PartsResults } from '@fairwrench/contracts';
import { dollarRange, dollars } from '../costs/format-money';
import { estimateNumbers, MONEY_AFTER } from '../estimate/estimate-numbers';
import { FAIR_TOLERANCE } from '../estimate/fair-price';
import type { Money } from '../types';

export type QuoteCheck = NonNullable<PartsResults['partsReplacement']['quoteCheck']>;

/** Words that make a bare number the price asked ("quoted 1450", "wants 4,800"). */
const PRICE_WORDS =
  /\b(quoted?|quotes|want(s|ed)?|charg(e|es|ed|ing)|estimate[ds]?|pric(e|ed)|cost(s)?|bill(ed)?|paid|pay|asking|total)\b[^.?!\d]{0,20}$/i;
/** Below this a number is a part count, a year or a fee, not the price of a job. */
const SMALLEST_QUOTE = 20;

/**
 * The price the owner says a shop asked for the job ("shop quoted $1,450, is that fair?"), when
 * the words give exactly one; null when they give none or several (the lines of an itemised
 * quote are the estimate review's to judge).
 */
export function quotedPrice(text: string): number | null {
  const amounts = estimateNumbers(text).filter(
    (n) =>
      n.role === 'amount' &&
      n.value >= SMALLEST_QUOTE &&
      (n.hasDollar ||
        MONEY_AFTER.test(text.slice(n.end)) ||
        PRICE_WORDS.test(text.slice(0, n.start))),
  );
  const values = [...new Set(amounts.map((n) => n.value))];
  return values.length === 1 ? (values[0] ?? null) : null;
}

/** The owner's quote against the job's range here: within, or how far outside and what to ask. */
export function checkQuote(quoted: number, range: Money, dealer: boolean): QuoteCheck {
  const typical = `the typical range for this job here (${dollarRange(range, '–')}${dealer ? ', at dealer prices' : ''})`;
  const asked = `The ${dollars(quoted)} you were quoted`;
  if (quoted > range.max * FAIR_TOLERANCE) {
    return {
      quoted,
      verdict: 'above',
      note: `${asked} is above ${typical}. Ask the shop what it includes (parts brand, extra parts, diagnosis fees) and get a second quote before you agree.`,
    };
  }
  if (quoted < range.min / FAIR_TOLERANCE) {
    return {
      quoted,
      verdict: 'below',
      note: `${asked} is below ${typical}. Check that it covers every part and the labor, and which parts are used.`,
    };
  }
  const where =
    quoted < range.min ? 'at the low end of' : quoted > range.max ? 'at the high end of' : 'within';
  return { quoted, verdict: 'within', note: `${asked} is ${where} ${typical}.` };
}
