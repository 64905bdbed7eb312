import { dollars } from '../costs/format-money';
import { roundMoney } from '../costs/round-money';
import type { PricedVehicle } from '../parts/vehicle-input';
import type { Money } from '../types';
import type { CollisionKnowledge } from './collision-knowledge';
import type { CrashSigns } from './crash-signs';
import { usd } from './describe-damage';

/** One line of the bill the page shows; the headline is the sum of these lines. */
export interface BillLine {
  readonly label: string;
  readonly cost: Money;
  /** Said after the price ("— damage not described"). */
  readonly suffix?: string;
  /** Already at the level of real invoices: the uplifts are not applied to it. */
  readonly atInvoice?: boolean;
}

export interface Bill {
  readonly lines: readonly BillLine[];
  /** Exactly the sum of the rounded lines. */
  readonly total: Money;
  readonly reasons: readonly string[];
}

/**
 * Brings the priced areas to the level real bills show, as lines the owner can read rather than
 * a hidden multiplier (ADR 039): hidden damage on a moderate or severe hit, what teardown adds to
 * a first written estimate, the published premium for electric and luxury cars, and, for a hard
 * hit, the rest of an average claim (an electric or luxury car's average carries its class's
 * premium: Mitchell's EV severity is 28 % above the petrol one). Every line gets the same relative width (capped at
 * `maxWidth`), so the headline is the sum of the lines and says something.
 */
export function invoiceBill(
  items: readonly BillLine[],
  hiddenFactor: number,
  bodyLevel: number,
  vehicle: PricedVehicle,
  signs: CrashSigns,
  k: CollisionKnowledge,
  /** The day's prices over the knowledge's base year (CostContext.priceLevel). */
  priceLevel: number,
): Bill {
  const level = k.data.invoiceLevel;
  const mids: { label: string; mid: number; suffix?: string }[] = items.map(
    ({ label, suffix, cost }) => ({ label, suffix, mid: geometricMid(cost) }),
  );
  const fixed = items.filter((i) => i.atInvoice).reduce((s, i) => s + geometricMid(i.cost), 0);
  // The uplifts scale the guide-priced lines only; `running` is the bill so far without the fixed ones.
  let running = mids.reduce((s, m) => s + m.mid, 0) - fixed;
  const add = (label: string, mid: number) => {
    if (mid <= 0) return;
    mids.push({ label, mid });
    running += mid;
  };
  add(level.hiddenLabel, running * (hiddenFactor - 1));
  const step = level.steps.filter((s) => s.fromLevel <= bodyLevel).at(-1) ?? level.steps[0]!;
  if (running > 0) add(level.label, running * (step.factor - 1) + step.perRepair * priceLevel);
  const classes = level.classes.filter(
    (c) =>
      (c.powertrains?.includes(vehicle.powertrain) ?? false) ||
      (c.segments?.includes(vehicle.segment) ?? false),
  );
  for (const c of classes) add(c.label, running * (c.factor - 1));
  const anchor = crashAnchor(signs, k);
  // The average claim is over all cars: an electric or luxury car's average is its class's share above it.
  const classFactor = classes.reduce((f, c) => f * c.factor, 1);
  const typical = anchor === undefined ? 0 : anchor.typical * priceLevel * classFactor;
  const raised = anchor !== undefined && typical > running + fixed;
  if (raised) add(anchor.label, typical - running - fixed);
  const low = items.reduce((s, i) => s + i.cost.min, 0);
  const high = items.reduce((s, i) => s + i.cost.max, 0) * hiddenFactor;
  const half = Math.sqrt(Math.min(level.maxWidth, high / Math.max(1, low)));
  const lines = mids.map(({ mid, ...line }) => ({
    ...line,
    cost: roundMoney({ min: mid / half, max: mid * half }),
  }));
  return {
    lines,
    total: {
      min: lines.reduce((s, l) => s + l.cost.min, 0),
      max: lines.reduce((s, l) => s + l.cost.max, 0),
    },
    reasons: [
      level.reason,
      ...classes.map((c) => c.reason),
      ...(raised ? [anchorReason(anchor.reason, classFactor, typical)] : []),
    ],
  };
}

/** The anchor's reason, with this car's class premium on the average when there is one. */
function anchorReason(reason: string, classFactor: number, typical: number): string {
  if (classFactor <= 1) return reason;
  return `${reason} For a car of this class the average is higher by the premium above: about ${dollars(Math.round(typical / 10) * 10)}.`;
}

/** A line's typical cost: the geometric middle, or half the top when the bottom is nothing. */
function geometricMid(cost: Money): number {
  return cost.min > 0 ? Math.sqrt(cost.min * cost.max) : cost.max / 2;
}

/**
 * A hard crash costs at least what such crashes cost on average: the panels an owner can see
 * are the start of the bill, and teardown finds the rest. A light hit the owner describes as
 * such ("low speed", "parking lot") gets no floor.
 */
function crashAnchor(signs: CrashSigns, k: CollisionKnowledge) {
  if (signs.gentle || signs.hard.length === 0) return undefined;
  const { anchors } = k.data.crash;
  return signs.hard.includes('animal') ? anchors.animal : anchors.hard;
}

/** "Rear bumper cover: replace ($1,200–$2,800)": how a bill line reads on the page. */
export function billLineText(line: BillLine): string {
  return `${line.label} (${usd(line.cost)})${line.suffix ?? ''}`;
}

/**
 * Adds a line that may cost nothing or up to `upTo` ("up to $20,000 if teardown finds …"): it
 * widens the top of the range only, and the headline stays the sum of the lines.
 */
export function withUpTo(bill: Bill, label: string, upTo: number, reason: string): Bill {
  const line = { label, cost: { min: 0, max: upTo } };
  return {
    lines: [...bill.lines, line],
    total: { min: bill.total.min, max: bill.total.max + upTo },
    reasons: [...bill.reasons, reason],
  };
}
