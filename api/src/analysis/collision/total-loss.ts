import type { PricedVehicle } from '../parts/vehicle-input';
import type { Money } from '../types';
import type { CollisionKnowledge } from './collision-knowledge';
import { usd } from './describe-damage';
import type { FoundArea } from './read-sentence';

/**
 * The total-loss check: insurers usually total a car when the repair reaches 70-80 % of its
 * value, so an owner facing a big bill on an older car, or a damaged battery on an electric
 * one, should ask for the valuation before repairs start. The value is a band for the car's age
 * (knowledge/collision.json `totalLoss`), a prompt to ask, not a valuation.
 */
export function totalLossChecks(
  total: Money,
  areas: readonly FoundArea[],
  vehicle: PricedVehicle,
  k: CollisionKnowledge,
): string[] {
  const t = k.data.totalLoss;
  const checks: string[] = [];
  const battery = areas.some(
    (a) => t.batteryAreas.includes(a.area.id) && a.level >= t.batteryMinLevel,
  );
  if (battery) checks.push(t.batteryNote);
  const value = valueBand(vehicle, k);
  if (total.max >= t.threshold * value.min) {
    const age = Math.max(0, Math.round(vehicle.ageYears));
    checks.push(
      `Total-loss check: at up to ${usd(total)} this repair may reach ${Math.round(t.threshold * 100)} % of what a car like yours about ${age} year${age === 1 ? '' : 's'} old is usually worth (${usd(value)}), where insurers usually declare a total loss. Ask the adjuster for the car's valuation before repairs start.`,
    );
  }
  return checks;
}

function valueBand(vehicle: PricedVehicle, k: CollisionKnowledge): Money {
  const t = k.data.totalLoss;
  const row = t.valueByAge.find((r) => vehicle.ageYears <= r.maxAge) ?? t.valueByAge.at(-1)!;
  const premium =
    t.premiumSegments.includes(vehicle.segment) || t.premiumPowertrains.includes(vehicle.powertrain)
      ? t.premiumFactor
      : 1;
  return { min: row.value[0] * premium, max: row.value[1] * premium };
}
