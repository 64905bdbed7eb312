import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { READ_MODELS, type ManagedRepairView } from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { findManagedRepair } from '@fairwrench/projections/managed-repairs/managed-repairs.query';
import { captureConsent } from '../../data-rights/consents/consent-capture';
import { ConsentFingerprinter } from '../../data-rights/consents/consent-fingerprint';
import { DomainError } from '@fairwrench/domain';
import { requestContext } from '@fairwrench/domain';
import { handleCommand } from '@fairwrench/domain';
import type { ReadModelProgress } from '@fairwrench/domain';
import {
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  SQL_CLIENT,
  type Clock,
} from '../../shared/domain/tokens';
import { managedRepairStreamId } from '@fairwrench/domain';
import { scheduleManagedRepairDecider } from './schedule-managed-repair.decider';
import { ScheduleManagedRepairCommand } from './schedule-managed-repair.command';

const notFound = () => new DomainError('not_found', 'Managed repair not found');

@CommandHandler(ScheduleManagedRepairCommand)
export class ScheduleManagedRepairHandler implements ICommandHandler<ScheduleManagedRepairCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly fingerprinter: ConsentFingerprinter,
  ) {}

  async execute(command: ScheduleManagedRepairCommand): Promise<ManagedRepairView> {
    const { managedRepairId, userId } = command;
    // The stream is keyed by diagnostic; the read model maps the repair's id to it.
    const current = await findManagedRepair(this.sql, { managedRepairId }, userId);
    if (!current) throw notFound();
    const now = this.clock();
    await handleCommand(
      this.store,
      managedRepairStreamId(current.diagnosticId),
      scheduleManagedRepairDecider,
      {
        type: 'ScheduleManagedRepair',
        managedRepairId,
        userId,
        details: command.details,
        smsConsent: {
          ...captureConsent('sms-and-calls', command.client, this.fingerprinter, randomUUID()),
          purpose: 'sms-and-calls',
        },
        now,
      },
      {
        context: requestContext(command.correlationId, now),
        readModels: {
          progress: this.progress,
          projections: [READ_MODELS.managedRepairs.projection],
        },
      },
    );
    const updated = await findManagedRepair(this.sql, { managedRepairId }, userId);
    if (!updated) throw notFound();
    return updated;
  }
}
