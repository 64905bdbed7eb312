import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { READ_MODELS } from '@fairwrench/contracts';
import { ConcurrencyError, type EventStore, type GlobalPosition } from '@fairwrench/event-store';
import type { SqlClient } from '@fairwrench/event-store';
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
import { loadManagedRepair, managedRepairStreamId } from '../managed-repair-stream';
import { findOwnedDiagnostic } from './find-owned-diagnostic';
import { decide } from './request-managed-repair.decider';
import {
  RequestManagedRepairCommand,
  type RequestManagedRepairResult,
} from './request-managed-repair.command';

const PROJECTION = READ_MODELS.managedRepairs.projection;

@CommandHandler(RequestManagedRepairCommand)
export class RequestManagedRepairHandler implements ICommandHandler<RequestManagedRepairCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RequestManagedRepairCommand): Promise<RequestManagedRepairResult> {
    const { diagnosticId, userId } = command;
    const diagnostic = await findOwnedDiagnostic(this.sql, diagnosticId, userId);
    if (!diagnostic) throw new DomainError('not_found', 'Diagnostic not found');
    const { state, position } = await loadManagedRepair(this.store, diagnosticId);
    const decision = decide(
      {
        type: 'RequestManagedRepair',
        managedRepairId: randomUUID(),
        ...diagnostic,
        diagnosticId,
        userId,
      },
      state,
    );
    if (decision.kind === 'existing') return this.existing(decision.managedRepairId, position);
    try {
      const context = requestContext(command.correlationId, this.clock());
      const appended = await this.store.appendToStream(
        managedRepairStreamId(diagnosticId),
        stamp(decision.events, context),
        'no_stream',
      );
      await this.caughtUp(appended.position);
      return { managedRepairId: decision.events[0].data.managedRepairId, created: true };
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      // A concurrent request for the same analysis won: answer with its repair.
      return this.afterLostRace(diagnosticId);
    }
  }

  private async afterLostRace(diagnosticId: string): Promise<RequestManagedRepairResult> {
    const { state, position } = await loadManagedRepair(this.store, diagnosticId);
    if (state.status === 'none') throw new DomainError('conflict', 'Please try again');
    return this.existing(state.managedRepairId, position);
  }

  /** The repair may have been written a moment ago by a concurrent call: wait for its row. */
  private async existing(
    managedRepairId: string,
    position: GlobalPosition | undefined,
  ): Promise<RequestManagedRepairResult> {
    if (position) await this.caughtUp(position);
    return { managedRepairId, created: false };
  }

  private async caughtUp(position: GlobalPosition): Promise<void> {
    await this.progress.waitFor(position, [PROJECTION]);
  }
}
