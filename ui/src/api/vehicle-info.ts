import { type VehicleInfoRequest, type VehicleInfoResponse } from '@fairwrench/contracts';
import { callApi } from '../lib/api-client';

/** POST /api/vehicle-info */
export function postVehicleInfo(request: VehicleInfoRequest): Promise<VehicleInfoResponse> {
  return callApi('registerVehicle', { body: request });
}
