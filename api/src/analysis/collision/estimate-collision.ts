import { addMoney } from '../costs/job-cost';
import { roundMoney } from '../costs/round-money';
import type { PricedVehicle } from '../parts/vehicle-input';
import type { CostContext, Money } from '../types';
import { calibrationsFor, needsScans } from './calibrations';
import { isBodyWork, type CollisionKnowledge } from './collision-knowledge';
import { collisionProcedures } from './collision-procedures';
import { describeDamage, repairLine, usd, worstLevel } from './describe-damage';
import { genericEstimate, type CollisionRepair } from './generic-estimate';
import { priceArea } from './price-area';
import { atInvoiceLevel } from './invoice-level';
import { readDamage } from './read-damage';
import { repairTime } from './repair-time';
import { vehicleFinish } from './vehicle-finish';

export type { CollisionRepair } from './generic-estimate';

/**
 * The collision estimate: reads the damaged areas, sides and severities from the owner's
 * words, decides repair or replace per area, prices body, paint, blend, frame, mechanical,
 * parts and glass work for this vehicle and place, adds the sensor calibrations and scans the
 * repair triggers, and allows for hidden damage on moderate and severe hits.
 */
export function estimateCollision(
  text: string,
  vehicle: PricedVehicle,
  ctx: CostContext,
  k: CollisionKnowledge,
): CollisionRepair {
  const reading = readDamage(text, k, vehicleWords(vehicle));
  const finish = vehicleFinish(vehicle, reading, k);
  if (reading.areas.length === 0) return genericEstimate(reading, finish, ctx, k, vehicle);
  const { rates, uplifts } = k.data;
  const priced = reading.areas.map((area) => ({
    area,
    price: priceArea(area, reading, finish, ctx, k),
  }));
  const prices = priced.map((p) => p.price);
  const calibrations = calibrationsFor(reading.areas, vehicle, k);
  const scans = needsScans(reading.areas, calibrations, vehicle);
  const scanCost = {
    min: rates.scanHours[0] * ctx.laborRatePerHour.min,
    max: rates.scanHours[1] * ctx.laborRatePerHour.max,
  };
  const extras: { label: string; cost: Money }[] = [
    ...calibrations.map((c) => ({ label: c.name, cost: { min: c.cost[0], max: c.cost[1] } })),
    ...(scans ? [{ label: 'Pre- and post-repair diagnostic scans', cost: scanCost }] : []),
  ];
  const subtotal = [...prices.map((p) => p.cost), ...extras.map((e) => e.cost)].reduce(addMoney);
  // Teardown finds more behind bent panels; glass, lamps and wheels hide nothing.
  const bodyLevel = worstLevel(reading.areas.filter((a) => isBodyWork(a.area)));
  const hidden = bodyLevel >= uplifts.hiddenDamageFromLevel ? uplifts.hiddenDamageMaxFactor : 1;
  const invoice = atInvoiceLevel(
    { min: subtotal.min, max: subtotal.max * hidden },
    vehicle,
    reading.crash,
    k,
  );
  const total = roundMoney(invoice.cost);
  const hours = prices.map((p) => p.hours).reduce(addMoney);
  return {
    damageDescription: describeDamage(reading, finish),
    repairAreas: [
      ...priced.map(({ area, price }) => repairLine(area, price.label, roundMoney(price.cost))),
      ...extras.map((e) => `${e.label} (${usd(roundMoney(e.cost))})`),
    ],
    estimatedCost: total,
    estimatedTime: repairTime(
      {
        hours,
        paints: prices.some((p) => p.paints),
        replaces: prices.some((p) => p.replaces),
        structural: prices.some((p) => p.structural),
      },
      k,
    ),
    recommendedProcedures: [
      ...collisionProcedures({ reading, prices, calibrations, scans, finish, totalMax: total.max }),
      ...invoice.reasons,
    ],
  };
}

function vehicleWords(vehicle: PricedVehicle): string[] {
  return `${vehicle.make} ${vehicle.model}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
