import type { MoneyRange } from '@fairwrench/contracts';

/** Money and numbers as section 3 and 9 show them: USD, en-US, no decimals; 1-decimal ratings. */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatMoney(amount: number): string {
  return usd.format(amount);
}

/** Section 3: money ranges read "min to max". */
export function formatMoneyRange(range: MoneyRange): string {
  return `${formatMoney(range.min)} to ${formatMoney(range.max)}`;
}

export function formatOneDecimal(value: number): string {
  return value.toFixed(1);
}

/** "Nov 12" for an ISO time, in the reader's own time zone. */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}
