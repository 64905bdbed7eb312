import { Command } from '@nestjs/cqrs';
import type { VehicleInfoRequest, VehicleInfoResponse } from '@fairwrench/contracts';

export class RegisterVehicleCommand extends Command<VehicleInfoResponse> {
  constructor(
    readonly details: VehicleInfoRequest,
    /** The owner of the current session, if it already has one. */
    readonly sessionUserId: string | undefined,
    readonly correlationId: string,
  ) {
    super();
  }
}
