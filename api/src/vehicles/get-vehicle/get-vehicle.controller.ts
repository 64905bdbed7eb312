import { Controller, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { API_ROUTES, type VehicleView } from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { GetVehicleQuery } from './get-vehicle.query';

const notFound = () => new NotFoundException('Vehicle not found');

@Controller()
export class GetVehicleController {
  constructor(private readonly queries: QueryBus) {}

  /** Another owner's vehicle is a 404, not a 403: its existence is not disclosed. */
  @Endpoint(API_ROUTES.getVehicle)
  async get(
    @Param('vehicleId', new ParseUUIDPipe({ exceptionFactory: notFound })) vehicleId: string,
    @Session() session: OwnerSession,
  ): Promise<VehicleView> {
    if (!session.userId) throw notFound();
    const view = await this.queries.execute(new GetVehicleQuery(vehicleId, session.userId));
    if (!view) throw notFound();
    return view;
  }
}
