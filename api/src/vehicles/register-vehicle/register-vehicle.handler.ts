import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CURRENT_TERMS_VERSION,
  READ_MODELS,
  type VehicleInfoResponse,
} from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import { captureConsent } from '../../data-rights/consents/consent-capture';
import { ConsentFingerprinter } from '../../data-rights/consents/consent-fingerprint';
import { requestContext } from '@fairwrench/domain';
import { handleCommand } from '@fairwrench/domain';
import type { ReadModelProgress } from '@fairwrench/domain';
import { CLOCK, EVENT_STORE, READ_MODEL_PROGRESS, type Clock } from '../../shared/domain/tokens';
import { registerVehicleDecider } from './register-vehicle.decider';
import { RegisterVehicleCommand } from './register-vehicle.command';

@CommandHandler(RegisterVehicleCommand)
export class RegisterVehicleHandler implements ICommandHandler<RegisterVehicleCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly fingerprinter: ConsentFingerprinter,
  ) {}

  async execute(command: RegisterVehicleCommand): Promise<VehicleInfoResponse> {
    const userId = randomUUID();
    const vehicleId = randomUUID();
    const now = this.clock();
    await handleCommand(
      this.store,
      `vehicle-${vehicleId}`,
      registerVehicleDecider,
      {
        type: 'RegisterVehicle',
        userId,
        vehicleId,
        details: command.details,
        termsVersion: CURRENT_TERMS_VERSION,
        consents: {
          terms: this.capture('terms', command),
          leadSharing: this.capture('lead-sharing', command),
        },
        now,
      },
      {
        context: requestContext(command.correlationId, now),
        readModels: { progress: this.progress, projections: [READ_MODELS.vehicles.projection] },
      },
    );
    return { userId, vehicleId };
  }

  private capture<P extends 'terms' | 'lead-sharing'>(purpose: P, command: RegisterVehicleCommand) {
    const capture = captureConsent(purpose, command.client, this.fingerprinter, randomUUID());
    return { ...capture, purpose };
  }
}
