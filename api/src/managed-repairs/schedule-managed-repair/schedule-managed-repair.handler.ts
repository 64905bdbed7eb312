import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { READ_MODELS, type ManagedRepairView } from '@fairwrench/contracts';
import {
  ConcurrencyError,
  type EventStore,
  type GlobalPosition,
  type SqlClient,
} from '@fairwrench/event-store';
import { DomainError } from '../../shared/domain/domain-error';
import { requestContext, stamp } from '../../shared/domain/event-envelope';
import type { ReadModelProgress } from '../../shared/domain/read-model-progress';
import {
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  SQL_CLIENT,
  type Clock,
} from '../../shared/domain/tokens';
import { findManagedRepair } from '../managed-repair-read-model';
import { loadManagedRepair, managedRepairStreamId } from '../managed-repair-stream';
import { decide } from './schedule-managed-repair.decider';
import { ScheduleManagedRepairCommand } from './schedule-managed-repair.command';

const PROJECTION = READ_MODELS.managedRepairs.projection;

/** Two submits racing on one repair: the loser decides again on the winner's state. */
const ATTEMPTS = 3;

const notFound = () => new DomainError('not_found', 'Managed repair not found');

@CommandHandler(ScheduleManagedRepairCommand)
export class ScheduleManagedRepairHandler implements ICommandHandler<ScheduleManagedRepairCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: ScheduleManagedRepairCommand): Promise<ManagedRepairView> {
    const { managedRepairId, userId } = command;
    // The stream is keyed by diagnostic; the read model maps the repair's id to it.
    const current = await findManagedRepair(this.sql, { managedRepairId }, userId);
    if (!current) throw notFound();
    const position = await this.append(command, current.diagnosticId);
    await this.progress.waitFor(position, [PROJECTION]);
    const updated = await findManagedRepair(this.sql, { managedRepairId }, userId);
    if (!updated) throw notFound();
    return updated;
  }

  private async append(
    command: ScheduleManagedRepairCommand,
    diagnosticId: string,
  ): Promise<GlobalPosition> {
    for (let attempt = 1; ; attempt++) {
      const { state, version } = await loadManagedRepair(this.store, diagnosticId);
      const now = this.clock();
      const events = decide(
        {
          type: 'ScheduleManagedRepair',
          managedRepairId: command.managedRepairId,
          userId: command.userId,
          details: command.details,
          now,
        },
        state,
      );
      const context = requestContext(command.correlationId, now);
      try {
        const streamId = managedRepairStreamId(diagnosticId);
        return (await this.store.appendToStream(streamId, stamp(events, context), version))
          .position;
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= ATTEMPTS) throw error;
      }
    }
  }
}
