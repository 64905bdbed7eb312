/**
 * Reads the numbers on one estimate line and decides what each one is: a price, labour hours,
 * an hourly rate, a quantity, a unit price, a tax percentage, or noise (years, mileages,
 * oil grades, part numbers, phone numbers). Context on both sides decides, because shops
 * write "2.5 hrs @ $165/hr $412.50", "4 x 12.99 = 51.96" and "5W-30 ... $79" alike.
 */

export type NumberRole = 'amount' | 'hours' | 'rate' | 'quantity' | 'unitPrice' | 'percent';

export interface EstimateNumber {
  readonly value: number;
  readonly role: NumberRole;
  readonly start: number;
  readonly end: number;
  readonly hasDollar: boolean;
}

const NUMBER = /(usd\s*)?(\$\s*)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)/gi;
const HOURS_AFTER = /^\s*(hrs?|hours?|h)\b\.?/i;
const RATE_AFTER = /^\s*(\/\s*(hr|hour|h)\b|per\s+(hour|hr)\b|an?\s+hour\b)/i;
const PERCENT_AFTER = /^\s*(%|percent\b)/i;
const QUANTITY_AFTER = /^\s*([x×*]\s*\$?\s*\d|@)/i;
const UNIT_WORD_AFTER = /^\s*(ea|each)\b/i;
const NOISE_AFTER =
  /^\s*(k|mi|miles?|qts?|quarts?|gal|gallons?|liters?|litres?|l|psi|mm|in|inch|inches|v|volts?|amps?|ah|cca|months?|mos?|yrs?|years?|weeks?|wks?|minutes?|mins?|seconds?|secs?|cyl|cylinders?|ft|lbs?|oz|pcs|days?|mph|degrees?|v\d+|i\d|turbo|hemi|ecoboost|wd|awd|fwd|rwd|k\s*mi|st|nd|rd|th)\b/i;
const RATE_BEFORE = /(rate|per hour|hourly)\s*:?\s*\$?\s*$/i;
const QUANTITY_BEFORE = /(qty|quantity)\s*:?\s*$/i;
const UNIT_BEFORE = /[x×*]\s*\$?\s*$/i;
const AT_BEFORE = /@\s*\$?\s*$/;
const ID_BEFORE =
  /(#|\bno\.|\bnumber|\bro|\binvoice|\border|\bgroup|\bcode|\bzip|\bstep)\s*:?\s*$/i;
const STATE_BEFORE = /\b[A-Z]{2},?\s*$/;

/** "650 dollars", "200 bucks": the word after a bare number that makes it money. */
export const MONEY_AFTER = /^\s*(dollars|bucks|usd)\b/i;

/** Every number in `text` with the role it most likely plays; noise is left out. */
export function estimateNumbers(text: string): EstimateNumber[] {
  const found: EstimateNumber[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const digits = match[3] ?? '';
    const start = match.index;
    const end = start + match[0].length;
    const value = Number(digits.replace(/,/g, ''));
    const hasDollar = Boolean(match[1] ?? match[2]);
    const previous = found[found.length - 1];
    const role = roleOf(text, start, end, value, { hasDollar, digits, previous });
    if (role) found.push({ value, role, start, end, hasDollar });
  }
  return found;
}

interface Context {
  readonly hasDollar: boolean;
  readonly digits: string;
  readonly previous: EstimateNumber | undefined;
}

function roleOf(text: string, start: number, end: number, value: number, ctx: Context) {
  const before = text.slice(0, start);
  const after = text.slice(end);
  if (isGlued(before, after, ctx.hasDollar)) return gluedRole(after);
  if (HOURS_AFTER.test(after)) return 'hours';
  if (PERCENT_AFTER.test(after)) return 'percent';
  if (RATE_AFTER.test(after) || RATE_BEFORE.test(before)) return 'rate';
  if (AT_BEFORE.test(before))
    return ctx.previous?.role === 'hours' || /labou?r|lbr/i.test(before) ? 'rate' : 'unitPrice';
  if (QUANTITY_BEFORE.test(before)) return 'quantity';
  if (UNIT_BEFORE.test(before) && ctx.previous?.role === 'quantity') return 'unitPrice';
  if (QUANTITY_AFTER.test(after)) return 'quantity';
  if (UNIT_WORD_AFTER.test(after)) return 'unitPrice';
  if (NOISE_AFTER.test(after) || ID_BEFORE.test(before)) return null;
  if (!ctx.hasDollar && /^\d{5}$/.test(ctx.digits) && STATE_BEFORE.test(before)) return null;
  return plainRole(before, after, value, ctx);
}

/** Digits stuck to letters or separators belong to a code, a date or a part number. */
function isGlued(before: string, after: string, hasDollar: boolean): boolean {
  if (hasDollar) return /^[a-z]/i.test(after) && !/^(hrs?|hours?|h)\b/i.test(after);
  return (
    /[a-z0-9#/:]$/i.test(before) || /[a-z0-9]-$/i.test(before) || /^([a-z]|[-/:]\d)/i.test(after)
  );
}

function gluedRole(after: string): NumberRole | null {
  if (/^(hrs?|hours?|h)\b/i.test(after)) return 'hours';
  if (/^x\b/i.test(after)) return 'quantity';
  if (/^%/.test(after)) return 'percent';
  return null;
}

function plainRole(before: string, after: string, value: number, ctx: Context): NumberRole | null {
  if (ctx.hasDollar) return 'amount';
  const decimals = ctx.digits.includes('.');
  const wordFollows = /^\s+[a-z]/i.test(after);
  if (/\(\s*$/.test(before) && /^\s*\)/.test(after) && value < 10) return 'quantity';
  if (!decimals && value >= 1980 && value <= 2035 && wordFollows) return null;
  if (!decimals && value < 10 && wordFollows) return 'quantity';
  // "5.3", "2.0T": one decimal under 10 is an engine size or hours in a column, not a price.
  if (/^\d\.\d$/.test(ctx.digits)) return null;
  // Whole numbers below 5 are counts or list numbers far more often than prices ("4.50" is a price).
  if (value < 5 && !/\.\d\d$/.test(ctx.digits)) return null;
  return 'amount';
}
