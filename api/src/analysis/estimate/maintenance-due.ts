import { vehicleLabel, type ReviewVehicle } from './review-vehicle';
import type { ShopService } from './service-catalogue';

/**
 * Whether an interval item (a fluid, plugs, a belt) is due on this car. Intervals differ by
 * model and severe-service schedules are shorter, so an item counts as due from 80% of the
 * typical interval by miles or by age: the review only calls an item premature when it is
 * clearly early.
 */

export const DUE_FRACTION = 0.8;

export interface DueCheck {
  readonly isDue: boolean;
  readonly explanation: string;
}

interface Interval {
  readonly miles: number | undefined;
  readonly years: number | undefined;
}

export function dueCheck(service: ShopService, vehicle: ReviewVehicle): DueCheck | null {
  const interval = intervalFor(service, vehicle);
  if (interval.miles === undefined && interval.years === undefined) return null;
  const byMiles = interval.miles !== undefined && vehicle.mileage >= interval.miles * DUE_FRACTION;
  const byYears = interval.years !== undefined && vehicle.ageYears >= interval.years * DUE_FRACTION;
  return { isDue: byMiles || byYears, explanation: explain(interval, vehicle) };
}

/**
 * What the maker's schedule usually calls for, for a quote with no mileage: "The maker's schedule
 * for a 2019 Toyota Camry usually calls for it at about 100,000 miles or 10 years, whichever
 * comes first." Null for items with no interval.
 */
export function usualInterval(service: ShopService, vehicle: ReviewVehicle): string | null {
  const interval = intervalFor(service, vehicle);
  const parts = [
    interval.miles === undefined ? null : `${interval.miles.toLocaleString('en-US')} miles`,
    interval.years === undefined ? null : `${interval.years} years`,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  const first = parts.length > 1 ? ', whichever comes first' : '';
  return `The maker's schedule for a ${vehicleLabel(vehicle)} usually calls for it at about ${parts.join(' or ')}${first}: tell us the mileage, or when it was last done, and we can say whether it is due.`;
}

/** Older designs (green coolant, copper plugs), some makes and segments have shorter intervals. */
function intervalFor(service: ShopService, vehicle: ReviewVehicle): Interval {
  const legacy = service.legacyInterval;
  if (legacy && vehicle.year < legacy.beforeModelYear)
    return { miles: legacy.miles, years: legacy.years };
  const makeMiles = forMake(service.makeIntervalMiles, vehicle.make);
  const segmentMiles = service.segmentIntervalMiles?.[vehicle.segment];
  const miles = makeMiles ?? segmentMiles ?? service.maintenanceIntervalMiles;
  const years =
    forMake(service.makeIntervalYears, vehicle.make) ?? service.maintenanceIntervalYears;
  return { miles, years };
}

function forMake(table: Readonly<Record<string, number>> | undefined, make: string) {
  return Object.entries(table ?? {}).find(([m]) => m.toLowerCase() === make.toLowerCase())?.[1];
}

function explain(interval: Interval, vehicle: ReviewVehicle): string {
  const parts = [
    interval.miles === undefined ? null : `${interval.miles.toLocaleString('en-US')} miles`,
    interval.years === undefined ? null : `${interval.years} years`,
  ].filter((p): p is string => p !== null);
  const miles = vehicle.mileage.toLocaleString('en-US');
  const mileage = vehicle.mileageKnown
    ? `${miles} miles`
    : `about ${miles} miles (estimated from its age)`;
  const age = Math.round(vehicle.ageYears);
  return (
    `Typically first due at about ${parts.join(' or ')}${parts.length > 1 ? ', whichever comes first' : ''}; ` +
    `your ${vehicleLabel(vehicle)} has ${mileage} and is about ${age} year${age === 1 ? '' : 's'} old.`
  );
}
