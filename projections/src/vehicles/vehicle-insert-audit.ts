import type { SqlClient } from '@fairwrench/event-store';
import { vehiclesTable } from './vehicles.table';

/**
 * Counts every insert the vehicles projection commits into its read model, including those an
 * `on conflict do nothing` turns away: the takeover spec proves no event was applied twice.
 */
export async function auditVehicleInserts(client: SqlClient): Promise<void> {
  await client.exec(`
    create table vehicle_insert_audit (vehicle_id uuid not null, backend int not null default pg_backend_pid());
    create function vehicle_insert_audit() returns trigger language plpgsql as $$
    begin insert into vehicle_insert_audit (vehicle_id) values (new.vehicle_id); return new; end $$;
    create trigger vehicle_insert_audit before insert on ${vehiclesTable}
      for each row execute function vehicle_insert_audit();`);
}

/** Rows in the vehicles read model, insert attempts committed, and distinct vehicles tried. */
export async function vehicleInsertCounts(
  client: SqlClient,
): Promise<{ rows: number; attempts: number; vehicles: number }> {
  const [counts] = await client.query<{ rows: string; attempts: string; vehicles: string }>(
    `select (select count(*) from ${vehiclesTable})::text as rows,
            count(*)::text as attempts, count(distinct vehicle_id)::text as vehicles
     from vehicle_insert_audit`,
  );
  return {
    rows: Number(counts?.rows ?? 0),
    attempts: Number(counts?.attempts ?? 0),
    vehicles: Number(counts?.vehicles ?? 0),
  };
}
