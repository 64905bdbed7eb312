import type { Money } from '../types';
import type { PricedVehicle } from '../parts/vehicle-input';
import type { CollisionKnowledge } from './collision-knowledge';

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
  k: CollisionKnowledge,
): { cost: Money; reasons: string[] } {
  const level = k.data.invoiceLevel;
  const classes = level.classes.filter(
    (c) =>
      (c.powertrains?.includes(vehicle.powertrain) ?? false) ||
      (c.segments?.includes(vehicle.segment) ?? false),
  );
  const factor = classes.reduce((f, c) => f * c.factor, level.factor);
  const mid = Math.sqrt(Math.max(1, estimate.min) * Math.max(1, estimate.max)) * factor;
  const width = Math.min(level.maxWidth, estimate.max / Math.max(1, estimate.min));
  const half = Math.sqrt(width);
  return {
    cost: { min: mid / half, max: mid * half },
    reasons: [level.reason, ...classes.map((c) => c.reason)],
  };
}
