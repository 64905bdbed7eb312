import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { READ_MODELS, vehicleViewSchema, type VehicleView } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { GetVehicleQuery } from './get-vehicle.query';

interface VehicleRow {
  vehicle_id: string;
  user_id: string;
  owner: VehicleView['owner'];
  vehicle: VehicleView['vehicle'];
  registered_at: Date | string;
}

@QueryHandler(GetVehicleQuery)
export class GetVehicleHandler implements IQueryHandler<GetVehicleQuery> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ vehicleId, ownerId }: GetVehicleQuery): Promise<VehicleView | undefined> {
    const [row] = await this.sql.query<VehicleRow>(
      `select vehicle_id::text, user_id::text, owner, vehicle, registered_at
       from ${READ_MODELS.vehicles.table} where vehicle_id = $1 and user_id = $2`,
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
}
