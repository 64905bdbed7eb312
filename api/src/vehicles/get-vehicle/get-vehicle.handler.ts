import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { VehicleView } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { findVehicle } from '@fairwrench/projections/vehicles/vehicles.query';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { GetVehicleQuery } from './get-vehicle.query';

@QueryHandler(GetVehicleQuery)
export class GetVehicleHandler implements IQueryHandler<GetVehicleQuery> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({ vehicleId, ownerId }: GetVehicleQuery): Promise<VehicleView | undefined> {
    return findVehicle(this.sql, vehicleId, ownerId);
  }
}
