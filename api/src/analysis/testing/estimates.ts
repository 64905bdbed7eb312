import type { ReviewVehicle } from '../estimate/review-vehicle';
import type { CostContext } from '../types';
import type { PricedVehicle } from '../parts/vehicle-input';
import { mergeFacts } from '../vehicle/merge-facts';
import { loadSteeringTable, steeringType } from '../vehicle/steering-type';
import { handDrives, loadBuildTables } from '../vehicle/build-table';

const steering = loadSteeringTable();
const { drives } = loadBuildTables();

/** A recognised gas car for estimate-review specs; override what the case is about. Test code only. */
export function reviewVehicle(
  vehicle: Partial<ReviewVehicle> & Pick<ReviewVehicle, 'year' | 'make' | 'model'>,
): ReviewVehicle {
  const built = {
    mileage: 30_000,
    mileageKnown: true,
    ageYears: 7,
    powertrain: 'gas' as const,
    segment: 'mainstream' as const,
    timingDrive: 'chain' as const,
    recognised: true,
    ...vehicle,
  };
  // Hand-written facts only (no vPIC), always from the fields above, as vehicleProfile merges them.
  const facts = mergeFacts(
    {},
    built.powertrain,
    built.recognised,
    built.timingDrive,
    steeringType(built, steering),
    { transmissions: null, turbo: null, drives: handDrives(drives, built) },
  );
  return { ...built, facts };
}

/** Local prices: a shop rate range, the state and a parts price factor. Test code only. */
export function costContext(
  state: string,
  rate: { min: number; max: number },
  partsMultiplier = 1,
): CostContext {
  return {
    laborRatePerHour: rate,
    partsMultiplier,
    laborHoursMultiplier: 1,
    priceLevel: 1,
    state,
    sources: [],
  };
}

/** An eight-year-old Toyota Camry for parts and collision specs; override what the case is about. Test code only. */
export function pricedVehicle(vehicle: Partial<PricedVehicle> = {}): PricedVehicle {
  return {
    powertrain: 'gas',
    segment: 'mainstream',
    timingDrive: 'chain',
    ageYears: 8,
    mileage: 90_000,
    mileageKnown: true,
    recognised: true,
    year: 2017,
    make: 'Toyota',
    model: 'Camry',
    ...vehicle,
  };
}
