import type { VehicleView } from '@fairwrench/contracts';

/** The vehicles read model's table: written by vehicles.projection.ts, read by vehicles.query.ts. */
export const vehiclesTable = 'rm_vehicles';

/** A row of the table. Timestamps go in as ISO strings and come back as dates. */
export interface VehicleRow {
  vehicle_id: string;
  user_id: string;
  owner: VehicleView['owner'];
  vehicle: VehicleView['vehicle'];
  terms_version: string;
  terms_accepted_at: Date | string;
  registered_at: Date | string;
}
