import { Body, Controller, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API_ROUTES,
  vehicleInfoRequestSchema,
  type VehicleInfoRequest,
  type VehicleInfoResponse,
} from '@fairwrench/contracts';
import { ConsentClientOf, type ConsentClient } from '../../data-rights/consents/consent-client';
import { REGISTRATIONS_PER_ADDRESS } from '../../shared/http/costly-call-limits';
import { Endpoint } from '../../shared/http/endpoint';
import { RateLimit, RateLimitGuard } from '../../shared/http/rate-limit.guard';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { RegisterVehicleCommand } from './register-vehicle.command';
import { CorrelationId } from '../../shared/http/correlation';

@Controller()
export class RegisterVehicleController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(API_ROUTES.registerVehicle)
  @UseGuards(RateLimitGuard)
  @RateLimit(REGISTRATIONS_PER_ADDRESS)
  async register(
    @Body(new ZodValidationPipe(vehicleInfoRequestSchema)) body: VehicleInfoRequest,
    @Session() session: OwnerSession,
    @ConsentClientOf('terms') client: ConsentClient,
    @CorrelationId() correlationId: string,
  ): Promise<VehicleInfoResponse> {
    const result = await this.commands.execute(
      new RegisterVehicleCommand(body, correlationId, client),
    );
    // Always a new owner in a new session: a cookie that came with the form may have been
    // planted by someone else, who would then read this person's details (ADR 037).
    session.open(result.userId);
    return result;
  }
}
