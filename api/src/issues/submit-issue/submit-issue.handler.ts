import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  READ_MODELS,
  vehicleRegisteredSchema,
  type IssueDetailsResponse,
  type PhotoReference,
} from '@fairwrench/contracts';
import { ConcurrencyError, envelopeOf, type EventStore } from '@fairwrench/event-store';
import { PHOTO_STORE, type PhotoStore } from '../../photos/photo-store';
import type { PreparedPhoto } from '../../photos/prepare-photo';
import { DomainError } from '../../shared/domain/domain-error';
import { requestContext, stamp } from '../../shared/domain/event-envelope';
import type { ReadModelProgress } from '../../shared/domain/read-model-progress';
import type { AnalysisKnowledge } from '../../analysis/knowledge';
import {
  ANALYSIS_KNOWLEDGE,
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  type Clock,
} from '../../shared/domain/tokens';
import { earlierSubmissionOf, replay, type EarlierSubmission } from './earlier-submission';
import { evolveIssueVehicle, unknownVehicle, type IssueVehicle } from './issue-vehicle';
import { decide } from './submit-issue.decider';
import { SubmitIssueCommand } from './submit-issue.command';
import { submissionIds, type SubmissionIds } from './submission-ids';

/** The next read (GET /api/diagnostics/by-issue) must find both of these caught up. */
/** One stream per issue, holding the issue and its analysis. */
const issueStreamId = (issueId: string): string => `issue-${issueId}`;

const READ_MODELS_TO_WAIT_FOR = [READ_MODELS.issues.projection, READ_MODELS.diagnostics.projection];

const reference = (photo: PreparedPhoto): PhotoReference => ({
  sha256: photo.sha256,
  contentType: photo.contentType,
  bytes: photo.bytes.length,
  filename: photo.filename,
});

@CommandHandler(SubmitIssueCommand)
export class SubmitIssueHandler implements ICommandHandler<SubmitIssueCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PHOTO_STORE) private readonly photos: PhotoStore,
    @Inject(ANALYSIS_KNOWLEDGE) private readonly analysis: AnalysisKnowledge,
  ) {}

  async execute(command: SubmitIssueCommand): Promise<IssueDetailsResponse> {
    const { sessionUserId, idempotencyKey } = command;
    if (!sessionUserId) throw new DomainError('not_found', 'Vehicle not found');
    const { issueId, diagnosticId } = submissionIds(sessionUserId, idempotencyKey);
    if (idempotencyKey !== undefined) {
      const earlier = await this.earlierSubmission({ issueId, diagnosticId });
      if (earlier) return this.replay(earlier, command);
    }
    const now = this.clock();
    const events = decide(
      {
        type: 'SubmitIssue',
        issueId,
        diagnosticId,
        sessionUserId,
        details: command.details,
        photos: command.photos.map(reference),
        now,
      },
      await this.loadVehicle(command.details.vehicleId),
      this.analysis,
    );
    // Stored before the events that name them; a photo left behind by a failed append is
    // unreferenced and harmless, and content addressing makes storing it again a no-op.
    for (const photo of command.photos) await this.photos.save(photo.bytes, photo.contentType);
    const context = requestContext(command.correlationId, now);
    try {
      const { position } = await this.store.appendToStream(
        issueStreamId(issueId),
        stamp(events, context),
        'no_stream', // a new id, random or named by a key not seen before
      );
      await this.progress.waitFor(position, READ_MODELS_TO_WAIT_FOR);
    } catch (error) {
      // The same key sent twice at once: the other request recorded the issue first.
      const raced =
        error instanceof ConcurrencyError &&
        (await this.earlierSubmission({ issueId, diagnosticId }));
      if (raced) return this.replay(raced, command);
      throw error;
    }
    return { issueId, diagnosticId };
  }

  private async earlierSubmission(ids: SubmissionIds): Promise<EarlierSubmission | null> {
    const recorded = await this.store.readStream(issueStreamId(ids.issueId));
    return earlierSubmissionOf(recorded, ids.diagnosticId);
  }

  private async replay(
    earlier: EarlierSubmission,
    command: SubmitIssueCommand,
  ): Promise<IssueDetailsResponse> {
    const ids = replay(earlier, {
      sessionUserId: command.sessionUserId!,
      details: command.details,
      photoHashes: command.photos.map((photo) => photo.sha256),
    });
    await this.progress.waitFor(earlier.position, READ_MODELS_TO_WAIT_FOR);
    return ids;
  }

  /** The write side decides on the vehicle's own events, not on a read model. */
  private async loadVehicle(vehicleId: string): Promise<IssueVehicle> {
    const recorded = await this.store.readStream(`vehicle-${vehicleId}`);
    return recorded
      .filter((event) => event.type === 'VehicleRegistered')
      .map((event) => vehicleRegisteredSchema.parse(envelopeOf(event)))
      .reduce(evolveIssueVehicle, unknownVehicle);
  }
}
