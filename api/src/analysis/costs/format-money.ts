import type { Money } from '../types';

/**
 * Money as an owner reads it: US dollars, no cents, thousands separated ("$1,250"). Ranges are
 * written with a hyphen ("$320-$740"), or `dash` where the text calls for another.
 */
export function dollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

export function dollarRange(range: Money, dash = '-'): string {
  return range.min === range.max
    ? dollars(range.min)
    : `${dollars(range.min)}${dash}${dollars(range.max)}`;
}
