import type { VehicleProfile } from '../types';

/** The vehicle as the estimate review needs it: derived profile plus what the owner typed. */
export type ReviewVehicle = VehicleProfile & {
  readonly make: string;
  readonly model: string;
  readonly year: number;
};

const POWERTRAIN_NAMES: Readonly<Record<VehicleProfile['powertrain'], string>> = {
  gas: 'gasoline car',
  diesel: 'diesel',
  hybrid: 'hybrid',
  phev: 'plug-in hybrid',
  ev: 'battery-electric car',
};

export function powertrainName(vehicle: ReviewVehicle): string {
  return POWERTRAIN_NAMES[vehicle.powertrain];
}

export function vehicleLabel(vehicle: ReviewVehicle): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`.trim();
}

/** "2019 Toyota Camry, about 31,200 miles" (or an estimate from its age). */
export function vehicleSummary(vehicle: ReviewVehicle): string {
  const miles = vehicle.mileage.toLocaleString('en-US');
  const mileage = vehicle.mileageKnown
    ? `${miles} miles${vehicle.mileageFrom === 'description' ? ' (from your description)' : ''}`
    : `mileage not given (about ${miles} miles for its age)`;
  return `${vehicleLabel(vehicle)}, ${mileage}`;
}
