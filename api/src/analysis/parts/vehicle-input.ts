import type { VehicleFacts, VehicleProfile } from '../types';

/** What the parts and collision estimates need to know about the vehicle. */
export type PricedVehicle = VehicleProfile & Pick<VehicleFacts, 'year' | 'make' | 'model'>;
