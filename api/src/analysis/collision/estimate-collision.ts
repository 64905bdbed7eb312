import { addMoney } from '../costs/job-cost';
import type { PricedVehicle } from '../parts/vehicle-input';
import type { CostContext, Money } from '../types';
import type { BodyStyle } from '../vehicle/car-facts';
import { calibrationsFor, needsScans } from './calibrations';
import { isBodyWork, type CollisionKnowledge } from './collision-knowledge';
import { collisionProcedures } from './collision-procedures';
import { describeDamage, repairLine, worstLevel } from './describe-damage';
import { genericEstimate, type CollisionRepair } from './generic-estimate';
import { priceArea, type AreaPrice } from './price-area';
import { billLineText, invoiceBill, withUpTo, type BillLine } from './invoice-level';
import { readDamage, type DamageReading } from './read-damage';
import { repairTime } from './repair-time';
import { structuralPanelLines } from './structural-panels';
import { hiddenRisk, totalLossChecks } from './total-loss';
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
  const reading = fittedAreas(readDamage(text, k, vehicleWords(vehicle)), vehicle, k);
  const finish = vehicleFinish(vehicle, reading, k);
  if (reading.areas.length === 0) return genericEstimate(reading, finish, ctx, k, vehicle);
  const priced = reading.areas.map((area) => ({
    area,
    price: priceArea(area, reading, finish, ctx, k),
  }));
  const prices = priced.map((p) => p.price);
  const checks = electronicChecks(reading, vehicle, ctx, k);
  const structural = structuralPanelLines(reading, text, vehicle, k);
  const items: BillLine[] = [
    ...priced.map(({ area, price }) => ({
      ...repairLine(area, price.label),
      cost: price.cost,
      atInvoice: (area.area.invoicePriced ?? false) || (price.atInvoice ?? false),
    })),
    ...checks.lines,
    ...structural.lines,
  ];
  // Teardown finds more behind bent panels; glass, lamps and wheels hide nothing.
  const { uplifts } = k.data;
  const bodyLevel = worstLevel(reading.areas.filter((a) => isBodyWork(a.area)));
  const hidden = bodyLevel >= uplifts.hiddenDamageFromLevel ? uplifts.hiddenDamageMaxFactor : 1;
  const invoiced = invoiceBill(items, hidden, bodyLevel, vehicle, reading.crash, k, ctx.priceLevel);
  const risk = structureRisk(
    invoiced.total,
    reading,
    finish,
    structural.lines.length > 0,
    vehicle,
    k,
  );
  const bill = risk ? withUpTo(invoiced, risk.label, risk.upTo, risk.reason) : invoiced;
  return {
    damageDescription: describeDamage(reading, finish),
    repairAreas: bill.lines.map(billLineText),
    estimatedCost: bill.total,
    estimatedTime: shopTime(prices, k),
    recommendedProcedures: [
      // The structure allowance is a risk, not the likely bill: the total-loss check weighs the bill without it.
      ...totalLossChecks(invoiced.total, reading.areas, vehicle, k),
      ...collisionProcedures({
        reading,
        prices,
        calibrations: checks.calibrations,
        scans: checks.scans,
        finish,
        totalMax: bill.total.max,
      }),
      ...structural.reasons,
      ...bill.reasons,
    ],
  };
}

/**
 * The sensor calibrations the damaged areas call for, one the shop asked for when no damaged
 * area carries a sensor we know of ("required recalibrating the driver-assistance system"), and
 * the pre- and post-repair scans. Published market prices (AAA's calibration bills, CCC's $125
 * scan): teardown does not grow them, so they are billed at invoice.
 */
function electronicChecks(
  reading: DamageReading,
  vehicle: PricedVehicle,
  ctx: CostContext,
  k: CollisionKnowledge,
): { lines: BillLine[]; calibrations: ReturnType<typeof calibrationsFor>; scans: boolean } {
  const calibrations = calibrationsFor(reading.areas, vehicle, k, reading.adasSaid);
  const asked = reading.calibrationSaid && calibrations.length === 0 ? k.data.adas.generic : null;
  const scans = asked !== null || needsScans(reading.areas, calibrations, vehicle);
  const { scanHours } = k.data.rates;
  const atInvoice = (label: string, cost: Money): BillLine => ({ label, cost, atInvoice: true });
  const lines = [
    ...calibrations.map((c) => atInvoice(c.name, { min: c.cost[0], max: c.cost[1] })),
    ...(asked ? [atInvoice(asked.name, { min: asked.cost[0], max: asked.cost[1] })] : []),
    ...(scans
      ? [
          atInvoice('Pre- and post-repair diagnostic scans', {
            min: scanHours[0] * ctx.laborRatePerHour.min,
            max: scanHours[1] * ctx.laborRatePerHour.max,
          }),
        ]
      : []),
  ];
  return { lines, calibrations, scans };
}

/**
 * One "up to" line for the structure: the aluminium body's published bills or a hard hit's road
 * to a total loss, whichever reaches higher. A model whose structural panel is already priced
 * from its bills (the R1T) is not counted twice.
 */
function structureRisk(
  total: Money,
  reading: DamageReading,
  finish: ReturnType<typeof vehicleFinish>,
  structurePriced: boolean,
  vehicle: PricedVehicle,
  k: CollisionKnowledge,
) {
  if (structurePriced) return undefined;
  const risks = [
    aluminumStructureRisk(reading, finish, k),
    hiddenRisk(total, reading.crash, reading.areas, vehicle, k),
  ].filter((r) => r !== undefined);
  return risks.sort((a, b) => b.upTo - a.upTo)[0];
}

/** The aluminium body's structure allowance, when a hit reaches its structural areas. */
function aluminumStructureRisk(
  reading: DamageReading,
  finish: ReturnType<typeof vehicleFinish>,
  k: CollisionKnowledge,
) {
  const structure = k.data.aluminumStructure;
  const reached = reading.areas.some(
    (a) =>
      structure.areas.includes(a.area.id) &&
      a.level >= structure.fromLevel &&
      // A panel named with no damage told ("paint on the wheel wells") shows no hit to reach it.
      (a.evidence !== null || a.implied !== undefined),
  );
  return finish.allAluminum && reached ? structure : undefined;
}

/** The time in the shop: the areas' hours, what they call for, and the longest sublet. */
function shopTime(prices: readonly AreaPrice[], k: CollisionKnowledge) {
  return repairTime(
    {
      hours: prices.map((p) => p.hours).reduce(addMoney),
      paints: prices.some((p) => p.paints),
      replaces: prices.some((p) => p.replaces),
      structural: prices.some((p) => p.structural),
      ...longestSublet(prices),
    },
    k,
  );
}

/** The sublet that takes longest (a whole-car hail repair), for the time in the shop. */
function longestSublet(prices: readonly AreaPrice[]): { subletDays?: Money } {
  const days = prices.flatMap((p) => (p.subletDays ? [p.subletDays] : []));
  if (days.length === 0) return {};
  return {
    subletDays: {
      min: Math.max(...days.map((d) => d.min)),
      max: Math.max(...days.map((d) => d.max)),
    },
  };
}

/**
 * Areas as this car has them: "underbody" on a petrol car is not a traction battery (areas only
 * some powertrains have are dropped), and an SUV's or hatchback's "trunk" is its liftgate, a
 * pickup's its tailgate (vPIC body class; a line-up with a sedan keeps the trunk lid).
 */
function fittedAreas(
  reading: DamageReading,
  vehicle: PricedVehicle,
  k: CollisionKnowledge,
): DamageReading {
  const fits = (a: DamageReading['areas'][number]) =>
    a.area.powertrains?.includes(vehicle.powertrain) ?? true;
  const back = rearClosure(vehicle.facts?.bodies.value ?? null, k);
  if (reading.areas.every(fits) && !back) return reading;
  const areas = reading.areas
    .filter(fits)
    .map((a) => (back && a.area.id === TRUNK_LID ? { ...a, area: back } : a));
  return { ...reading, areas };
}

const TRUNK_LID = 'trunk-lid';
const LIFTGATE_BODIES: ReadonlySet<BodyStyle> = new Set(['hatchback', 'wagon', 'suv', 'minivan']);

/** What closes the back when every body style sold has the same: a liftgate or a tailgate. */
function rearClosure(bodies: readonly BodyStyle[] | null, k: CollisionKnowledge) {
  if (!bodies || bodies.length === 0) return undefined;
  if (bodies.every((b) => LIFTGATE_BODIES.has(b))) return k.areaById.get('liftgate');
  if (bodies.every((b) => b === 'pickup')) return k.areaById.get('tailgate');
  return undefined;
}

function vehicleWords(vehicle: PricedVehicle): string[] {
  return `${vehicle.make} ${vehicle.model}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
