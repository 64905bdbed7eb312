import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { READ_MODELS } from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { findDiagnosticIssue } from '@fairwrench/projections/diagnostics/diagnostics.query';
import { DomainError } from '@fairwrench/domain';
import { requestContext } from '@fairwrench/domain';
import { handleCommand, loadStream } from '@fairwrench/domain';
import type { ReadModelProgress } from '@fairwrench/domain';
import {
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  SQL_CLIENT,
  type Clock,
} from '../../shared/domain/tokens';
import { managedRepairStreamId } from '@fairwrench/domain';
import { requestManagedRepairDecider } from './request-managed-repair.decider';
import {
  RequestManagedRepairCommand,
  type RequestManagedRepairResult,
} from './request-managed-repair.command';

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
    const { newState, newEvents } = await handleCommand(
      this.store,
      managedRepairStreamId(diagnosticId),
      requestManagedRepairDecider,
      { type: 'RequestManagedRepair', managedRepairId: randomUUID(), diagnosticId, userId },
      {
        context: requestContext(command.correlationId, this.clock()),
        initialState: await this.analysis(diagnosticId),
        readModels: {
          progress: this.progress,
          projections: [READ_MODELS.managedRepairs.projection],
        },
      },
    );
    if (newState.repair.status === 'none') throw new DomainError('conflict', 'Please try again');
    return { managedRepairId: newState.repair.managedRepairId, created: newEvents.length > 0 };
  }

  /**
   * The analysis's own events, which say whose it is. Only the diagnostics read model knows
   * which issue stream holds a diagnostic; an unknown id leaves the state empty, and the
   * decider refuses it.
   */
  private async analysis(diagnosticId: string) {
    const found = await findDiagnosticIssue(this.sql, diagnosticId);
    if (!found) return undefined;
    const issue = await loadStream(
      this.store,
      `issue-${found.issueId}`,
      requestManagedRepairDecider,
    );
    return issue.state;
  }
}
