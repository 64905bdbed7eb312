import type { PricedVehicle } from '../parts/vehicle-input';
import { isBodyWork, type CalibrationEntry, type CollisionKnowledge } from './collision-knowledge';
import type { FoundArea } from './read-sentence';

/**
 * Sensor calibrations and checks the repair triggers on this vehicle: a system is included
 * when a damaged area carries it, the damage reaches the level that disturbs it, and the model
 * year is at or after the year the system became common in the vehicle's segment, or the owner
 * names the car's driver-assistance systems (`equipped`). Owners are told "if equipped": the year
 * is a conservative guess, not a trim lookup.
 */
export function calibrationsFor(
  areas: readonly FoundArea[],
  vehicle: PricedVehicle,
  k: CollisionKnowledge,
  equipped = false,
): CalibrationEntry[] {
  return k.data.calibrations.filter((c) => {
    const since = c.since[vehicle.segment];
    if (!equipped && (since === undefined || vehicle.year < since)) return false;
    if (c.unlessArea && areas.some((a) => a.area.id === c.unlessArea)) return false;
    return areas.some((a) => c.areas.includes(a.area.id) && a.level >= c.minLevel);
  });
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
