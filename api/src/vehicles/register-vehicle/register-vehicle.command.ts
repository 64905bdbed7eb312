import { Command } from '@nestjs/cqrs';
import type { VehicleInfoRequest, VehicleInfoResponse } from '@fairwrench/contracts';
import type { ConsentClient } from '../../data-rights/consents/consent-client';

export class RegisterVehicleCommand extends Command<VehicleInfoResponse> {
  constructor(
    readonly details: VehicleInfoRequest,
    readonly correlationId: string,
    /** Where the terms were accepted and from which client (ADR 025). */
    readonly client: ConsentClient,
  ) {
    super();
  }
}
