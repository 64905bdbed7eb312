import type { VehicleView } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { findVehicle } from '@fairwrench/projections/vehicles/vehicles.query';

/** Undefined when the vehicle does not exist or belongs to someone else. */
export function getVehicle(
  deps: { readonly sql: SqlClient },
  input: { readonly vehicleId: string; readonly ownerId: string },
): Promise<VehicleView | undefined> {
  return findVehicle(deps.sql, input.vehicleId, input.ownerId);
}
