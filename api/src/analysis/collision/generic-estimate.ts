import type { PricedVehicle } from '../parts/vehicle-input';
import { billLineText, invoiceBill, withUpTo } from './invoice-level';
import type { CollisionResults } from '@fairwrench/contracts';
import type { CostContext } from '../types';
import type { CollisionKnowledge } from './collision-knowledge';
import { priceOp } from './price-area';
import type { DamageReading } from './read-damage';
import { repairTime } from './repair-time';
import { hiddenRisk } from './total-loss';
import type { Finish } from './vehicle-finish';

export type CollisionRepair = CollisionResults['collisionRepair'];

/**
 * When the text names no recognisable area (empty, vague, or about something else), the owner
 * still gets the typical cost of one damaged panel, clearly labelled, and is asked for the
 * details that would make it specific.
 */
export function genericEstimate(
  reading: DamageReading,
  finish: Finish,
  ctx: CostContext,
  k: CollisionKnowledge,
  vehicle: PricedVehicle,
): CollisionRepair {
  const { generic } = k.data;
  const priced = priceOp(generic, [0, 0], false, finish, ctx, k);
  const label = 'Damaged area not identified — one panel assumed';
  // "My truck is smashed": the owner's worst word sets how far teardown goes, as on a named panel.
  const level = Math.max(2, reading.worstWord);
  const { uplifts } = k.data;
  const invoiced = invoiceBill(
    [{ label, cost: priced.cost }],
    level >= uplifts.hiddenDamageFromLevel ? uplifts.hiddenDamageMaxFactor : 1,
    level,
    vehicle,
    reading.crash,
    k,
    ctx.priceLevel,
  );
  const risk = hiddenRisk(invoiced.total, reading.crash, reading.areas, vehicle, k);
  const bill = risk ? withUpTo(invoiced, risk.label, risk.upTo, risk.reason) : invoiced;
  const offTopic = reading.mentionsDamage
    ? ''
    : ' Your description does not mention body damage: if the car has a mechanical problem, ' +
      'the "Diagnose car symptoms" analysis will serve you better.';
  return {
    damageDescription:
      'We could not tell which part of the car is damaged from the description. The range ' +
      `below is typical to ${generic.label}; name the damaged panels (for example "rear ` +
      'bumper cracked" or "driver door dented") or add photos for a specific estimate.' +
      offTopic,
    repairAreas: bill.lines.map(billLineText),
    estimatedCost: bill.total,
    estimatedTime: repairTime(
      {
        hours: priced.hours,
        paints: true,
        replaces: false,
        structural: false,
      },
      k,
    ),
    recommendedProcedures: [
      'Send clear photos of each damaged area (straight on and at an angle)',
      'Say which panels are damaged and how (scratched, dented, cracked, broken)',
      'Get a written, itemized estimate before authorizing work',
    ],
  };
}
