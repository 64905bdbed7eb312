import { vehicleViewSchema, type VehicleView } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { vehiclesTable, type VehicleRow } from './vehicles.table';

export type { VehicleRow } from './vehicles.table';

type ViewRow = Pick<VehicleRow, 'vehicle_id' | 'user_id' | 'owner' | 'vehicle' | 'registered_at'>;

/** GET /api/vehicles/{vehicleId}: the owner's vehicle; undefined for anyone else. */
export async function findVehicle(
  sql: SqlClient,
  vehicleId: string,
  ownerId: string,
): Promise<VehicleView | undefined> {
  const [row] = await sql.query<ViewRow>(
    `select vehicle_id::text, user_id::text, owner, vehicle, registered_at
     from ${vehiclesTable} where vehicle_id = $1 and user_id = $2`,
    [vehicleId, ownerId],
  );
  if (!row) return undefined;
  return vehicleViewSchema.parse({
    vehicleId: row.vehicle_id,
    userId: row.user_id,
    owner: row.owner,
    vehicle: row.vehicle,
    registeredAt: new Date(row.registered_at).toISOString(),
  });
}
