import { Body, Controller, Inject, UseGuards } from '@nestjs/common';
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
import type { EventStore } from '@fairwrench/event-store';
import type { ReadModelProgress } from '@fairwrench/domain';
import { ConsentFingerprinter } from '../../data-rights/consents/consent-fingerprint';
import { CLOCK, EVENT_STORE, READ_MODEL_PROGRESS, type Clock } from '../../shared/domain/tokens';
import { CorrelationId } from '../../shared/http/correlation';
import { registerVehicle } from './register-vehicle';

@Controller()
export class RegisterVehicleController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly fingerprinter: ConsentFingerprinter,
  ) {}

  @Endpoint(API_ROUTES.registerVehicle)
  @UseGuards(RateLimitGuard)
  @RateLimit(REGISTRATIONS_PER_ADDRESS)
  async register(
    @Body(new ZodValidationPipe(vehicleInfoRequestSchema)) body: VehicleInfoRequest,
    @Session() session: OwnerSession,
    @ConsentClientOf('terms') client: ConsentClient,
    @CorrelationId() correlationId: string,
  ): Promise<VehicleInfoResponse> {
    const { store, progress, clock, fingerprinter } = this;
    const result = await registerVehicle(
      { store, progress, clock, fingerprinter },
      { details: body, correlationId, client },
    );
    // Always a new owner in a new session: a cookie that came with the form may have been
    // planted by someone else, who would then read this person's details (ADR 037).
    session.open(result.userId);
    return result;
  }
}
