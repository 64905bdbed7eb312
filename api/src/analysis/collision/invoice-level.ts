import type { Money } from '../types';
import type { PricedVehicle } from '../parts/vehicle-input';
import type { CollisionKnowledge } from './collision-knowledge';
import type { CrashSigns } from './crash-signs';

/**
 * Estimating-guide times and list prices describe the repair a shop writes up before teardown;
 * published invoices run well above them (supplements for hidden damage, OEM parts, scans and
 * calibrations, certified-shop rates for EVs and luxury makes). The estimate is brought to the
 * level real invoices show, with the factors measured on the tune half of the real collision
 * cases (knowledge/collision.json `invoiceLevel`), and its width capped so the range says
 * something; the reasons are shown to the owner.
 */
export function atInvoiceLevel(
  estimate: Money,
  vehicle: PricedVehicle,
  signs: CrashSigns,
  k: CollisionKnowledge,
): { cost: Money; reasons: string[] } {
  const level = k.data.invoiceLevel;
  const classes = level.classes.filter(
    (c) =>
      (c.powertrains?.includes(vehicle.powertrain) ?? false) ||
      (c.segments?.includes(vehicle.segment) ?? false),
  );
  const factor = classes.reduce((f, c) => f * c.factor, level.factor);
  const listed = Math.sqrt(Math.max(1, estimate.min) * Math.max(1, estimate.max)) * factor;
  const anchor = crashAnchor(signs, k);
  const mid = Math.max(listed, anchor?.typical ?? 0);
  const width = Math.min(level.maxWidth, estimate.max / Math.max(1, estimate.min));
  const half = Math.sqrt(width);
  const raised = anchor !== undefined && anchor.typical > listed;
  return {
    cost: { min: mid / half, max: mid * half },
    reasons: [level.reason, ...classes.map((c) => c.reason), ...(raised ? [anchor.reason] : [])],
  };
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
