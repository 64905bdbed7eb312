import { Controller, Inject, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { API_ROUTES, type VehicleView } from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import type { SqlClient } from '@fairwrench/event-store';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { getVehicle } from './get-vehicle';

const notFound = () => new NotFoundException('Vehicle not found');

@Controller()
export class GetVehicleController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** Another owner's vehicle is a 404, not a 403: its existence is not disclosed. */
  @Endpoint(API_ROUTES.getVehicle)
  async get(
    @Param('vehicleId', new ParseUUIDPipe({ exceptionFactory: notFound })) vehicleId: string,
    @Session() session: OwnerSession,
  ): Promise<VehicleView> {
    if (!session.userId) throw notFound();
    const view = await getVehicle({ sql: this.sql }, { vehicleId, ownerId: session.userId });
    if (!view) throw notFound();
    return view;
  }
}
