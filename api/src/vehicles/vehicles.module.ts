import { Module } from '@nestjs/common';
import { RateLimitModule } from '../shared/http/rate-limit.module';
import { GetVehicleController } from './get-vehicle/get-vehicle.controller';
import { RegisterVehicleController } from './register-vehicle/register-vehicle.controller';

/** Registering a vehicle (the first step of the flow) and reading it back. */
@Module({
  imports: [RateLimitModule],
  controllers: [RegisterVehicleController, GetVehicleController],
})
export class VehiclesModule {}
