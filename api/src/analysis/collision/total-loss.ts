import type { PricedVehicle } from '../parts/vehicle-input';
import type { Money } from '../types';
import type { CollisionKnowledge } from './collision-knowledge';
import { usd } from './describe-damage';
import type { CrashSigns } from './crash-signs';
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
  if (batteryDamaged(areas, k)) checks.push(t.batteryNote);
  const value = valueBand(vehicle, k);
  // The top of the bill against what such a car is usually worth (the middle of its band), not
  // against the cheapest such car: a dented fender on a seven-year-old car is no reason to talk
  // of a total loss.
  if (total.max >= (t.threshold * (value.min + value.max)) / 2) {
    const age = Math.max(0, Math.round(vehicle.ageYears));
    checks.push(
      `Total-loss check: at up to ${usd(total)} this repair may reach ${Math.round(t.threshold * 100)} % of what a car like yours about ${age} year${age === 1 ? '' : 's'} old is usually worth (${usd(value)}), where insurers usually declare a total loss. Ask the adjuster for the car's valuation before repairs start.`,
    );
  }
  return checks;
}

/** What a car like this is usually worth at its age (a band, not a valuation). */
export function valueBand(vehicle: PricedVehicle, k: CollisionKnowledge): Money {
  const t = k.data.totalLoss;
  const row = t.valueByAge.find((r) => vehicle.ageYears <= r.maxAge) ?? t.valueByAge.at(-1)!;
  const premium =
    t.premiumSegments.includes(vehicle.segment) || t.premiumPowertrains.includes(vehicle.powertrain)
      ? t.premiumFactor
      : 1;
  return { min: row.value[0] * premium, max: row.value[1] * premium };
}

/** An "up to" line: may cost nothing, or up to `upTo` if teardown finds the worst. */
export interface UpToLine {
  readonly label: string;
  readonly upTo: number;
  readonly reason: string;
}

/**
 * The risk behind what the owner can see, as one "up to" line: a hard hit (a car that could not
 * be driven away, road speed, airbags, a bent frame, a violent crash) may have bent the structure,
 * and a damaged EV battery casing often means a whole new pack (Thatcham, Allianz); only teardown,
 * measuring or the pack inspection tells. Either repair can run up to the point where insurers
 * total the car (`threshold` of the top of its value band), so the top of the range says so
 * rather than pretending the visible damage is the whole bill. A large animal struck at road
 * speed is not a hard hit here unless the car could not be driven or worse (deer claims have
 * their own published average), nor is a hit the owner calls gentle.
 * `total` is the bill without the line.
 */
export function hiddenRisk(
  total: Money,
  signs: CrashSigns,
  areas: readonly FoundArea[],
  vehicle: PricedVehicle,
  k: CollisionKnowledge,
): UpToLine | undefined {
  const t = k.data.totalLoss;
  const battery = batteryDamaged(areas, k);
  // A deer is struck at road speed: the speed alone says no more than the deer's own average.
  const animal = signs.hard.includes('animal');
  const hard =
    !signs.gentle && signs.hard.some((s) => s !== 'animal' && !(animal && s === 'speed'));
  const line = battery ? t.batteryRisk : hard ? t.hardHit : undefined;
  if (!line) return undefined;
  const upTo = Math.round((t.threshold * valueBand(vehicle, k).max - total.max) / 100) * 100;
  return upTo > 0 ? { ...line, upTo } : undefined;
}

function batteryDamaged(areas: readonly FoundArea[], k: CollisionKnowledge): boolean {
  const t = k.data.totalLoss;
  return areas.some((a) => t.batteryAreas.includes(a.area.id) && a.level >= t.batteryMinLevel);
}
