import { addMoney, jobCost, sumMoney } from '../costs/job-cost';
import type { CostContext, Money } from '../types';
import type { ShopService } from './service-catalogue';

/**
 * What a job on the estimate should cost at a fair local shop: catalogue parts and book hours
 * priced for this vehicle and ZIP by the shared cost model (costs/job-cost.ts).
 */

export interface FairPrice {
  readonly total: Money;
  readonly parts: Money;
  readonly labor: Money;
  /** Book hours after the vehicle's multiplier, used to share a labour line between jobs. */
  readonly hours: Money;
  /** Two when a per-axle job (brake pads, rotors) is quoted for both axles. */
  readonly axles: 1 | 2;
}

/**
 * Shop prices up to 10% over the fair maximum still count as fair: the ranges come from
 * typical parts prices and book hours, and brand-name parts, rounding and shop minimum
 * charges easily add that much without anyone overcharging.
 */
export const FAIR_TOLERANCE = 1.1;

export function fairPrice(
  services: readonly ShopService[],
  quantity: number | null,
  ctx: CostContext,
  /** The words of the item, for "front and rear" on a per-axle job. */
  words = '',
): FairPrice {
  // "Ball joints both sides", "left and right tie rods": two of a part priced one at a time.
  const count = quantity ?? (BOTH_SIDES.test(words) ? 2 : null);
  const perAxle = services.filter((s) => s.perAxle);
  // "Front and rear", or a per-axle pair ("Struts (pair)") counted as four: both axles.
  const both = namesBothAxles(words) || perAxle.some((s) => unitScale(s, count) >= 2);
  const axles = perAxle.length > 0 && both ? 2 : 1;
  const costs = services.map((service) => {
    const scale = service.perAxle ? axles : unitScale(service, count);
    const parts = { min: service.partsUsd.min * scale, max: service.partsUsd.max * scale };
    const hours = { min: service.laborHours.min * scale, max: service.laborHours.max * scale };
    return jobCost(parts, hours, ctx);
  });
  return {
    total: sumMoney(costs.map((c) => c.total)),
    parts: sumMoney(costs.map((c) => c.parts)),
    labor: sumMoney(costs.map((c) => c.labor)),
    hours: costs.reduce((sum, c) => ({ min: sum.min + c.hours.min, max: sum.max + c.hours.max }), {
      min: 0,
      max: 0,
    }),
    axles,
  };
}

const BOTH_SIDES =
  /\b(?:both\s+sides|left\s+and\s+right|right\s+and\s+left|driver\s+and\s+passenger)\b/i;
const BOTH_AXLES =
  /\b(front\s*(and|&|\+|\/)\s*(rear|back)|(rear|back)\s*(and|&|\+|\/)\s*front|all\s+(four|4)\s+(wheels?|brakes|corners|rotors|struts|shocks)|all\s+(four|4)\)|all\s+(four|4)\s+of\s+them|all\s+(the\s+way\s+)?a?round|both\s+axles|(four|4)[-\s]wheel\s+brake)/i;

/**
 * "Pads and rotors front and rear", "all four wheels", "all around", "(all four)" as the story's
 * reader keeps a count told after the price: both axles.
 */
function namesBothAxles(words: string): boolean {
  return BOTH_AXLES.test(words);
}

/**
 * The fair range of several estimate lines: the plain sum of the ranges each line shows, not
 * rounded again, so the headline, the services table and the verdict text give one figure.
 */
export function fairOfLines(ranges: readonly Money[]): Money {
  return ranges.reduce(addMoney, { min: 0, max: 0 });
}

export function isFairAmount(amount: number, fair: Money): boolean {
  return amount <= fair.max * FAIR_TOLERANCE;
}

export function midpoint(range: Money): number {
  return (range.min + range.max) / 2;
}

/** Tyres are priced as a set of four; "2 tires" or "(1) TPMS sensor" scales the range. */
function unitScale(service: ShopService, quantity: number | null): number {
  if (!service.unitsInRange || quantity === null || quantity <= 0 || quantity > 12) return 1;
  return quantity / service.unitsInRange;
}

/** Commodity items get no tolerance: the fair range already allows for a shop's markup. */
export function isFairForService(
  services: readonly ShopService[],
  price: number,
  fairMax: number,
): boolean {
  const commodity = services.length > 0 && services.every((s) => s.flagWhenOverpriced);
  return price <= fairMax * (commodity ? 1 : FAIR_TOLERANCE);
}
