import { randomUUID } from 'node:crypto';
import {
  CURRENT_TERMS_VERSION,
  READ_MODELS,
  type VehicleInfoRequest,
  type VehicleInfoResponse,
} from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import { handleCommand, requestContext, type ReadModelProgress } from '@fairwrench/domain';
import { captureConsent } from '../../data-rights/consents/consent-capture';
import type { ConsentClient } from '../../data-rights/consents/consent-client';
import type { ConsentFingerprinter } from '../../data-rights/consents/consent-fingerprint';
import type { Clock } from '../../shared/domain/tokens';
import { registerVehicleDecider } from '@fairwrench/domain';

/**
 * A new owner and their vehicle, with the terms accepted on the form; answers once the
 * vehicles read model shows it.
 */
export async function registerVehicle(
  deps: {
    readonly store: EventStore;
    readonly progress: ReadModelProgress;
    readonly clock: Clock;
    readonly fingerprinter: ConsentFingerprinter;
  },
  input: {
    readonly details: VehicleInfoRequest;
    readonly correlationId: string;
    /** Where the terms were accepted and from which client (ADR 025). */
    readonly client: ConsentClient;
  },
): Promise<VehicleInfoResponse> {
  const userId = randomUUID();
  const vehicleId = randomUUID();
  const now = deps.clock();
  await handleCommand(
    deps.store,
    `vehicle-${vehicleId}`,
    registerVehicleDecider,
    {
      type: 'RegisterVehicle',
      userId,
      vehicleId,
      details: input.details,
      termsVersion: CURRENT_TERMS_VERSION,
      consents: {
        terms: {
          ...captureConsent('terms', input.client, deps.fingerprinter, randomUUID()),
          purpose: 'terms',
        },
      },
      now,
    },
    {
      context: requestContext(input.correlationId, now),
      readModels: { progress: deps.progress, projections: [READ_MODELS.vehicles.projection] },
    },
  );
  return { userId, vehicleId };
}
