import { randomUUID } from 'node:crypto';
import {
  READ_MODELS,
  type ManagedRepairView,
  type UpdateManagedRepairRequest,
} from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { findManagedRepair } from '@fairwrench/projections/managed-repairs/managed-repairs.query';
import {
  DomainError,
  handleCommand,
  managedRepairStreamId,
  requestContext,
  type ReadModelProgress,
} from '@fairwrench/domain';
import { captureConsent } from '../../data-rights/consents/consent-capture';
import type { ConsentClient } from '../../data-rights/consents/consent-client';
import type { ConsentFingerprinter } from '../../data-rights/consents/consent-fingerprint';
import type { Clock } from '../../shared/domain/tokens';
import { scheduleManagedRepairDecider } from '@fairwrench/domain';

const notFound = () => new DomainError('not_found', 'Managed repair not found');

/**
 * The owner's contact details book the repair, with their consent to calls and texts; answers
 * the updated view once the managed repairs read model shows it.
 */
export async function scheduleManagedRepair(
  deps: {
    readonly store: EventStore;
    readonly sql: SqlClient;
    readonly progress: ReadModelProgress;
    readonly clock: Clock;
    readonly fingerprinter: ConsentFingerprinter;
  },
  input: {
    readonly managedRepairId: string;
    readonly userId: string;
    readonly details: UpdateManagedRepairRequest;
    readonly correlationId: string;
    /** Where calls and texts were agreed to and from which client (ADR 025). */
    readonly client: ConsentClient;
  },
): Promise<ManagedRepairView> {
  const { managedRepairId, userId } = input;
  // The stream is keyed by diagnostic; the read model maps the repair's id to it.
  const current = await findManagedRepair(deps.sql, { managedRepairId }, userId);
  if (!current) throw notFound();
  const now = deps.clock();
  await handleCommand(
    deps.store,
    managedRepairStreamId(current.diagnosticId),
    scheduleManagedRepairDecider,
    {
      type: 'ScheduleManagedRepair',
      managedRepairId,
      userId,
      details: input.details,
      smsConsent: {
        ...captureConsent('sms-and-calls', input.client, deps.fingerprinter, randomUUID()),
        purpose: 'sms-and-calls',
      },
      now,
    },
    {
      context: requestContext(input.correlationId, now),
      readModels: { progress: deps.progress, projections: [READ_MODELS.managedRepairs.projection] },
    },
  );
  const updated = await findManagedRepair(deps.sql, { managedRepairId }, userId);
  if (!updated) throw notFound();
  return updated;
}
