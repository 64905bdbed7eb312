import type { ReplacementPart } from '@fairwrench/contracts';
import { formatHours } from '../costs/format-hours';
import { addMoney, jobCost } from '../costs/job-cost';
import { roundMoney } from '../costs/round-money';
import type { CostContext, Money, Powertrain } from '../types';
import type { PartLine } from './expand-mention';
import { requirementPrefix, ruledOutByFacts } from './car-requirements';
import { fitsPowertrain, type PartEntry } from './parts-catalogue';
import type { PricedVehicle } from './vehicle-input';

const ONE: Readonly<Record<Powertrain, string>> = {
  gas: 'a gasoline vehicle',
  diesel: 'a diesel vehicle',
  hybrid: 'a hybrid',
  phev: 'a plug-in hybrid',
  ev: 'an electric vehicle',
};
const MANY: Readonly<Record<Powertrain, string>> = {
  gas: 'gasoline vehicles',
  diesel: 'diesel vehicles',
  hybrid: 'hybrids',
  phev: 'plug-in hybrids',
  ev: 'electric vehicles',
};
const ABSENT_BECAUSE: Readonly<Record<Powertrain, string>> = {
  gas: 'it is not part of this powertrain',
  diesel: 'diesel engines do not use this part',
  hybrid: 'it is not part of this powertrain',
  phev: 'it is not part of this powertrain',
  ev: 'it has no combustion engine, fuel system or exhaust',
};
const NOTHING: Money = { min: 0, max: 0 };
// Camera calibration after a windshield swap takes the car for about an hour more.
const CALIBRATION_HOURS: Money = { min: 0.5, max: 1.5 };

/**
 * Prices one line: parts × count × the vehicle's parts multiplier, book hours × count at the
 * local rate (via costs/jobCost), plus any calibration the part needs on this model year.
 * A part the powertrain does not have is explained, not priced.
 */
export function priceLine(
  line: PartLine,
  vehicle: PricedVehicle,
  ctx: CostContext,
): ReplacementPart {
  if (!fitsPowertrain(line.part, vehicle.powertrain)) return notFitted(line.part, vehicle);
  if (ruledOutByFacts(line.part, vehicle)) return notOnThisCar(line.part);
  const spec = line.axle === 'rear' && line.part.rear ? line.part.rear : line.part;
  const price = line.part.priceBy?.[vehicle.powertrain] ?? spec.price;
  const cost = jobCost(times(price, line.qty), times(spec.hours, line.qty), ctx);
  const calibration = line.part.calibration;
  const calibrates = calibration !== undefined && vehicle.year >= calibration.sinceYear;
  const labor = calibrates
    ? addMoney(cost.labor, roundMoney(toMoney(calibration.cost)))
    : cost.labor;
  const hours = calibrates ? addMoney(cost.hours, CALIBRATION_HOURS) : cost.hours;
  return {
    name:
      requirementPrefix(line.part, vehicle) +
      lineName(line, vehicle) +
      (calibrates ? ` + ${calibration.name}` : ''),
    estimatedCost: cost.parts,
    laborCost: labor,
    replacementTime: hours.max === 0 ? 'No installation labor' : formatHours(hours),
    totalCost: addMoney(cost.parts, labor),
  };
}

function notFitted(part: PartEntry, vehicle: PricedVehicle): ReplacementPart {
  const pt = vehicle.powertrain;
  const why = part.onlyOn
    ? `only fitted to ${part.onlyOn.map((p) => MANY[p]).join(' and ')}, and this is ${ONE[pt]}`
    : `not fitted to ${ONE[pt]} (${part.absentReason ?? ABSENT_BECAUSE[pt]})`;
  return {
    name: `${part.name}: ${why}. Nothing to replace — check which part the shop means`,
    estimatedCost: NOTHING,
    laborCost: NOTHING,
    replacementTime: 'Not applicable',
    totalCost: NOTHING,
  };
}

/** A part this car's facts say it cannot have: why, and nothing to pay. */
function notOnThisCar(part: PartEntry): ReplacementPart {
  return {
    name: `${part.name}: ${part.requiresReason ?? 'this car does not have it'}`,
    estimatedCost: NOTHING,
    laborCost: NOTHING,
    replacementTime: 'Not applicable',
    totalCost: NOTHING,
  };
}

function lineName(line: PartLine, vehicle: PricedVehicle): string {
  const side = line.side === 'left' ? 'left' : line.side === 'right' ? 'right' : '';
  const where = [side, line.axle ?? ''].filter(Boolean).join(' ');
  const base = where ? `${capitalise(where)} ${lowerFirst(line.part.name)}` : line.part.name;
  const count = line.qty > 1 ? ` (×${line.qty})` : '';
  const caveat = line.part.caveats?.[vehicle.powertrain];
  return `${base}${count}${caveat ? ` — ${caveat}` : ''}`;
}

function times(range: readonly [number, number], qty: number): Money {
  return { min: range[0] * qty, max: range[1] * qty };
}

function toMoney(range: readonly [number, number]): Money {
  return { min: range[0], max: range[1] };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Brake pads" → "brake pads" after a prefix, but "CV axle" keeps its capitals. */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
