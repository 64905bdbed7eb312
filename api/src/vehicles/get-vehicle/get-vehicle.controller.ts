import { Controller, Get, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { VehicleView } from '@fairwrench/contracts';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { GetVehicleQuery } from './get-vehicle.query';

const notFound = () => new NotFoundException('Vehicle not found');

@Controller('api/vehicles')
export class GetVehicleController {
  constructor(private readonly queries: QueryBus) {}

  /** Another owner's vehicle is a 404, not a 403: its existence is not disclosed. */
  @Get(':vehicleId')
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
