import { Module } from '@nestjs/common';
import { RateLimitModule } from '../shared/http/rate-limit.module';
import { GetVehicleController } from './get-vehicle/get-vehicle.controller';
import { GetVehicleHandler } from './get-vehicle/get-vehicle.handler';
import { RegisterVehicleController } from './register-vehicle/register-vehicle.controller';
import { RegisterVehicleHandler } from './register-vehicle/register-vehicle.handler';

/** Registering a vehicle (the first step of the flow) and reading it back. */
@Module({
  imports: [RateLimitModule],
  controllers: [RegisterVehicleController, GetVehicleController],
  providers: [RegisterVehicleHandler, GetVehicleHandler],
})
export class VehiclesModule {}
