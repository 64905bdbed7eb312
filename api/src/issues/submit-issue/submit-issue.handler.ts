import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { READ_MODELS, type IssueDetailsResponse } from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import type { AnalysisKnowledge } from '../../analysis/knowledge';
import { OPERATIONS_CONFIG, type OperationsConfig } from '../../operations/operations-config';
import { PHOTO_STORE, type PhotoStore } from '../../photos/photo-store';
import { DomainError } from '@fairwrench/domain';
import { requestContext } from '@fairwrench/domain';
import { handleCommand, loadStream } from '@fairwrench/domain';
import type { ReadModelProgress } from '@fairwrench/domain';
import {
  ANALYSIS_KNOWLEDGE,
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  type Clock,
} from '../../shared/domain/tokens';
import { submitIssueDecider } from './submit-issue.decider';
import { SubmitIssueCommand } from './submit-issue.command';
import { submissionIds } from './submission-ids';

/** The next read (GET /api/diagnostics/by-issue) must find both of these caught up. */
const READ_MODELS_TO_WAIT_FOR = [READ_MODELS.issues.projection, READ_MODELS.diagnostics.projection];

/**
 * One stream per issue, holding the issue and its analysis. With an Idempotency-Key its id
 * is derived from the owner and the key, so a repeat (or two at once) meets the first one's
 * stream and is answered from it.
 */
@CommandHandler(SubmitIssueCommand)
export class SubmitIssueHandler implements ICommandHandler<SubmitIssueCommand> {
  private readonly decider: ReturnType<typeof submitIssueDecider>;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PHOTO_STORE) private readonly photos: PhotoStore,
    @Inject(ANALYSIS_KNOWLEDGE) analysis: AnalysisKnowledge,
    @Inject(OPERATIONS_CONFIG) operations: OperationsConfig,
  ) {
    const { metrics } = operations;
    const decider = submitIssueDecider(analysis);
    // The analysis runs inside the pure decision: timed from outside it.
    this.decider = {
      ...decider,
      decide: (command, state) => metrics.timeAnalysis(() => decider.decide(command, state)),
    };
  }

  async execute(command: SubmitIssueCommand): Promise<IssueDetailsResponse> {
    const { sessionUserId, details, photos } = command;
    if (!sessionUserId) throw new DomainError('not_found', 'Vehicle not found');
    const { issueId, diagnosticId } = submissionIds(sessionUserId, command.idempotencyKey);
    const now = this.clock();
    // The write side decides on the vehicle's own events, not on a read model.
    const vehicle = await loadStream(this.store, `vehicle-${details.vehicleId}`, this.decider);
    await handleCommand(
      this.store,
      `issue-${issueId}`,
      this.decider,
      {
        type: 'SubmitIssue',
        issueId,
        diagnosticId,
        sessionUserId,
        details,
        photos: photos.map(({ sha256, contentType, bytes, filename }) => ({
          sha256,
          contentType,
          bytes: bytes.length,
          filename,
        })),
        now,
      },
      {
        context: requestContext(command.correlationId, now),
        initialState: vehicle.state,
        // Content-addressed, so storing a photo again is a no-op; one left behind by a
        // failed append is unreferenced and harmless.
        beforeAppend: async () => {
          for (const photo of photos) await this.photos.save(photo.bytes, photo.contentType);
        },
        readModels: { progress: this.progress, projections: READ_MODELS_TO_WAIT_FOR },
      },
    );
    return { issueId, diagnosticId };
  }
}
