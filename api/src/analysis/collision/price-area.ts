import type { CostContext, Money } from '../types';
import type { CollisionKnowledge, RepairOp } from './collision-knowledge';
import type { DamageReading } from './read-damage';
import type { FoundArea } from './read-sentence';
import type { Finish } from './vehicle-finish';

export interface AreaPrice {
  /** Unrounded; rounded once for display and once in the total. */
  readonly cost: Money;
  /** Shop hours of all trades, for the repair-time estimate. */
  readonly hours: Money;
  readonly label: string;
  readonly paints: boolean;
  /** Paint is blended into neighbouring panels. */
  readonly blends: boolean;
  readonly replaces: boolean;
  readonly structural: boolean;
  /** A market price (paintless dent repair), not an estimating-guide price: no teardown uplift. */
  readonly atInvoice?: boolean;
  /** Working days a sublet takes, when it is not shop hours (whole-car hail repair). */
  readonly subletDays?: Money;
}

type Range = readonly [number, number];
const NONE: Range = [0, 0];
const PDR_HOURS: Money = { min: 1, max: 3 };

/**
 * Prices one area at its level: body hours at the body rate (longer on aluminium), refinish
 * and blend hours at the paint rate plus materials (more for tri-coat), frame hours at the
 * frame rate, mechanical hours at the shop rate, parts (dearer in aluminium) and sublet work
 * such as glass. Unbroken paint on a minor dent is priced as paintless dent repair, a cover
 * pulled off its clips as refitted, and a dearer unit the owner names ("LED headlight") at its
 * own price.
 */
export function priceArea(
  found: FoundArea,
  reading: DamageReading,
  finish: Finish,
  ctx: CostContext,
  k: CollisionKnowledge,
): AreaPrice {
  const { area, level } = found;
  if (reading.noPaintDamage && level <= 2 && area.pdr) {
    const cost = { min: area.pdr[0], max: area.pdr[1] };
    const label = 'paintless dent repair (no refinish needed)';
    const none = { paints: false, blends: false, replaces: false, structural: false };
    return { cost, hours: PDR_HOURS, label, ...none, atInvoice: true };
  }
  const premium = area.premium && reading.premiumAreas.has(area.id) ? area.premium : undefined;
  const base = (found.detached ? area.reattach : undefined) ?? area.ops[level];
  const op = premium && (base.parts ?? NONE)[1] > 0 ? { ...base, parts: premium.parts } : base;
  const aluminum = finish.isAluminum(area);
  const paints = (op.paint ?? NONE)[1] > 0;
  const blend = paints && area.blend ? area.blend : undefined;
  const priced = priceOp(op, blend?.hours ?? NONE, aluminum, finish, ctx, k);
  const blends = blend !== undefined && blend.hours[1] > 0;
  const label = [op.label, blends ? `blend ${blend.into}` : '', op === base ? '' : premium?.label]
    .filter(Boolean)
    .join(', ');
  return {
    ...priced,
    label: aluminum ? `${label} (aluminum panel)` : label,
    paints,
    blends,
    replaces: op.action.includes('replace'),
    structural: op.structural ?? false,
    ...(op.subletDays ? { subletDays: { min: op.subletDays[0], max: op.subletDays[1] } } : {}),
  };
}

/** The money and hours of one operation; exported for the generic no-area estimate. */
export function priceOp(
  op: Pick<RepairOp, 'body' | 'paint' | 'frame' | 'mech' | 'parts' | 'sublet'>,
  blendHours: Range,
  aluminum: boolean,
  finish: Finish,
  ctx: CostContext,
  k: CollisionKnowledge,
): { cost: Money; hours: Money } {
  const { rates, uplifts } = k.data;
  const alu = aluminum ? uplifts.aluminumBodyHours : ([1, 1] as const);
  const aluRate = aluminum ? uplifts.aluminumBodyRate : ([1, 1] as const);
  const aluParts = aluminum ? uplifts.aluminumParts : ([1, 1] as const);
  const rate = ctx.laborRatePerHour;
  const at = (i: 0 | 1) => {
    const body = (op.body ?? NONE)[i] * alu[i];
    const paint =
      ((op.paint ?? NONE)[i] + blendHours[i]) *
      (i ? finish.paintFactor.max : finish.paintFactor.min);
    const frame = (op.frame ?? NONE)[i];
    const mech = (op.mech ?? NONE)[i] * ctx.laborHoursMultiplier;
    const r = i ? rate.max : rate.min;
    const labour =
      body * r * rates.bodyLaborFactor[i] * aluRate[i] +
      paint * (r * rates.paintLaborFactor[i] + rates.paintMaterialsPerHour[i] * ctx.priceLevel) +
      frame * r * rates.frameLaborFactor[i] +
      mech * r;
    const bought =
      ((op.parts ?? NONE)[i] * aluParts[i] + (op.sublet ?? NONE)[i]) * ctx.partsMultiplier;
    return { money: labour + bought, hours: body + paint + frame + mech };
  };
  const low = at(0);
  const high = at(1);
  return { cost: { min: low.money, max: high.money }, hours: { min: low.hours, max: high.hours } };
}
