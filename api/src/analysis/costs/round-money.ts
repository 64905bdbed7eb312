import type { Money } from '../types';

/**
 * Rounds to steps an owner would quote ($5 under $100, $10 under $1,000, $50 under $10,000,
 * $100 above): precise-looking cents would suggest a certainty the estimate does not have.
 * The minimum rounds down and the maximum up, so rounding never narrows a range.
 */
export function roundMoney(range: Money): Money {
  const min = Math.max(0, Math.floor(range.min / step(range.min)) * step(range.min));
  const max = Math.ceil(range.max / step(range.max)) * step(range.max);
  return { min, max: Math.max(min, max) };
}

function step(amount: number): number {
  if (amount < 100) return 5;
  if (amount < 1000) return 10;
  if (amount < 10_000) return 50;
  return 100;
}

/** Puts min and max the right way round, whatever order the data gave them in. */
export function ordered(range: Money): Money {
  return range.min <= range.max ? range : { min: range.max, max: range.min };
}
