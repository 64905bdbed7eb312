import type { ApiRoute } from './routes-shape';
import {
  vehicleInfoRequestSchema,
  vehicleInfoResponseSchema,
  vehicleViewSchema,
} from './vehicle-info';

export const registerVehicle = {
  method: 'POST',
  path: '/api/vehicle-info',
  summary: 'Register the vehicle and open the owner session',
  body: vehicleInfoRequestSchema,
  status: 201,
  response: vehicleInfoResponseSchema,
  errors: [400, 413, 415, 429],
} as const satisfies ApiRoute;

export const getVehicle = {
  method: 'GET',
  path: '/api/vehicles/:vehicleId',
  summary: 'The registered vehicle (owner only)',
  status: 200,
  response: vehicleViewSchema,
  errors: [404],
} as const satisfies ApiRoute;
