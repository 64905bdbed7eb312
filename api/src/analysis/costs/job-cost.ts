import type { CostContext, Money } from '../types';
import { ordered, roundMoney } from './round-money';

export interface JobCost {
  readonly parts: Money;
  readonly labor: Money;
  readonly total: Money;
  /** Book hours after the vehicle's labour-hours multiplier; feed to formatHours. */
  readonly hours: Money;
}

/**
 * Prices one job for one vehicle in one place: national parts prices × the vehicle's parts
 * multiplier, plus book hours × the hours multiplier × the local labour rate. The cheap end
 * pairs cheap parts with the low rate, the dear end pairs the dear ones.
 */
export function jobCost(parts: Money, hours: Money, ctx: CostContext): JobCost {
  const p = ordered(parts);
  const h = ordered(hours);
  const adjustedHours = {
    min: h.min * ctx.laborHoursMultiplier,
    max: h.max * ctx.laborHoursMultiplier,
  };
  const partsCost = { min: p.min * ctx.partsMultiplier, max: p.max * ctx.partsMultiplier };
  const laborCost = {
    min: adjustedHours.min * ctx.laborRatePerHour.min,
    max: adjustedHours.max * ctx.laborRatePerHour.max,
  };
  return {
    parts: roundMoney(partsCost),
    labor: roundMoney(laborCost),
    total: roundMoney(addMoney(partsCost, laborCost)),
    hours: { min: round1(adjustedHours.min), max: round1(adjustedHours.max) },
  };
}

export function addMoney(a: Money, b: Money): Money {
  return { min: a.min + b.min, max: a.max + b.max };
}

/** Sum of several ranges, rounded like a single job (e.g. an estimate's or a parts list's total). */
export function sumMoney(ranges: readonly Money[]): Money {
  return roundMoney(ranges.reduce(addMoney, { min: 0, max: 0 }));
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
