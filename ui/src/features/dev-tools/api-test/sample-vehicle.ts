import type { VehicleInfoRequest } from '@fairwrench/contracts';

/**
 * The hard-coded vehicle /test-api sends: a complete, valid POST /api/vehicle-info body, so a
 * failure points at the server rather than at the sample.
 */
export const SAMPLE_VEHICLE: VehicleInfoRequest = {
  name: 'Test Driver',
  email: 'test.driver@example.com',
  zipCode: '85253',
  vehicleYear: 2019,
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  mileage: 48000,
  termsAccepted: true,
};
