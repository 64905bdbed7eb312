import type { ReviewVehicle } from '../estimate/review-vehicle';
import type { CostContext } from '../types';

/** A recognised gas car for estimate-review specs; override what the case is about. Test code only. */
export function reviewVehicle(
  vehicle: Partial<ReviewVehicle> & Pick<ReviewVehicle, 'year' | 'make' | 'model'>,
): ReviewVehicle {
  return {
    mileage: 30_000,
    mileageKnown: true,
    ageYears: 7,
    powertrain: 'gas',
    segment: 'mainstream',
    timingDrive: 'chain',
    recognised: true,
    ...vehicle,
  };
}

/** Local prices: a shop rate range, the state and a parts price factor. Test code only. */
export function costContext(
  state: string,
  rate: { min: number; max: number },
  partsMultiplier = 1,
): CostContext {
  return { laborRatePerHour: rate, partsMultiplier, laborHoursMultiplier: 1, state, sources: [] };
}
