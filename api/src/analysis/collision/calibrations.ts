import type { PricedVehicle } from '../parts/vehicle-input';
import { isBodyWork, type CalibrationEntry, type CollisionKnowledge } from './collision-knowledge';
import type { FoundArea } from './read-sentence';

/**
 * Sensor calibrations and checks the repair triggers on this vehicle: a system is included
 * when a damaged area carries it and the damage reaches the level that disturbs it, and the car
 * has it. Whether it does comes from the car's facts when they know (adas.json: standard on
 * every trim, or absent from the maker's hardware), and is then said plainly; otherwise from
 * the model year the system became common in the vehicle's segment, or the owner naming the
 * car's driver-assistance systems (`equipped`), and the owner is told "if equipped".
 */
export function calibrationsFor(
  areas: readonly FoundArea[],
  vehicle: PricedVehicle,
  k: CollisionKnowledge,
  equipped = false,
): CalibrationEntry[] {
  const fit = vehicle.facts?.adas.value ?? null;
  return k.data.calibrations.flatMap((c) => {
    if (c.unlessArea && areas.some((a) => a.area.id === c.unlessArea)) return [];
    if (!areas.some((a) => c.areas.includes(a.area.id) && a.level >= c.minLevel)) return [];
    if (c.sensor && fit?.without.includes(c.sensor)) return [];
    if (c.sensor && fit?.standard.includes(c.sensor)) return [{ ...c, name: fitted(c.name) }];
    const since = c.since[vehicle.segment];
    if (!equipped && (since === undefined || vehicle.year < since)) return [];
    return [c];
  });
}

/** "Front radar calibration (…), if equipped" for a car that has one as standard. */
function fitted(name: string): string {
  return name.replace(/,? if equipped\b/, '');
}

/**
 * Pre- and post-repair scans: OEMs call for them after a real collision. A lone scratch, a
 * door ding or a cracked windshield is not one, unless a sensor must be calibrated anyway.
 */
export function needsScans(
  areas: readonly FoundArea[],
  calibrations: readonly CalibrationEntry[],
  vehicle: PricedVehicle,
): boolean {
  if (vehicle.year < 1996) return false;
  const body = areas.filter((a) => isBodyWork(a.area) && a.level >= 2);
  const sensors = calibrations.some((c) => c.triggersScan !== false);
  return sensors || body.length > 1 || body.some((a) => a.level >= 3);
}
