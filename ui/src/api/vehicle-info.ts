import {
  API_ROUTES,
  type VehicleInfoRequest,
  type VehicleInfoResponse,
} from '@fairwrench/contracts';
import { callApi } from '../lib/api-client';

/** POST /api/vehicle-info */
export function postVehicleInfo(request: VehicleInfoRequest): Promise<VehicleInfoResponse> {
  return callApi(API_ROUTES.registerVehicle, { body: request });
}
