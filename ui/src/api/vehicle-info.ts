import type { VehicleInfoRequest, VehicleInfoResponse } from '@fairwrench/contracts';
import { sendJson } from '../lib/api-client';

/** POST /api/vehicle-info */
export function postVehicleInfo(request: VehicleInfoRequest): Promise<VehicleInfoResponse> {
  return sendJson('POST', '/api/vehicle-info', request);
}
