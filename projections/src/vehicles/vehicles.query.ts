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

/** Every vehicle the owner registered, oldest first, with the terms consent given for it. */
export async function listOwnerVehicles(
  sql: SqlClient,
  ownerId: string,
): Promise<{ view: VehicleView; terms: { version: string; acceptedAt: string } }[]> {
  const rows = await sql.query<ViewRow & Pick<VehicleRow, 'terms_version' | 'terms_accepted_at'>>(
    `select vehicle_id::text, user_id::text, owner, vehicle, registered_at, terms_version,
            terms_accepted_at
     from ${vehiclesTable} where user_id = $1 order by registered_at, vehicle_id`,
    [ownerId],
  );
  return rows.map((row) => ({
    view: vehicleViewSchema.parse({
      vehicleId: row.vehicle_id,
      userId: row.user_id,
      owner: row.owner,
      vehicle: row.vehicle,
      registeredAt: new Date(row.registered_at).toISOString(),
    }),
    terms: {
      version: row.terms_version,
      acceptedAt: new Date(row.terms_accepted_at).toISOString(),
    },
  }));
}

/**
 * The owners whose vehicle records carry this e-mail address, compared trimmed and without
 * regard to case: an opt-out by e-mail covers each of them (ADR 026). An erased owner's
 * address reads as erased and matches nothing.
 */
export async function listOwnerIdsByEmail(sql: SqlClient, email: string): Promise<string[]> {
  const rows = await sql.query<{ user_id: string }>(
    `select distinct user_id::text from ${vehiclesTable}
     where lower(btrim(owner->>'email')) = lower(btrim($1)) order by user_id`,
    [email],
  );
  return rows.map((row) => row.user_id);
}
