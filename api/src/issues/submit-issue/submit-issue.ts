import {
  READ_MODELS,
  type IssueDetailsFields,
  type IssueDetailsResponse,
} from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import {
  DomainError,
  handleCommand,
  loadStream,
  requestContext,
  type ReadModelProgress,
} from '@fairwrench/domain';
import type { AnalysisKnowledge } from '../../analysis/knowledge';
import type { ProductMetrics } from '../../operations/metrics/product-metrics';
import type { PhotoStore } from '../../photos/photo-store';
import type { PreparedPhoto } from '../../photos/prepare-photo';
import type { Clock } from '../../shared/domain/tokens';
import { submitIssueDecider } from '@fairwrench/domain';
import { issueAnalyst } from './issue-analyst';
import { submissionIds } from './submission-ids';

/** The next read (GET /api/diagnostics/by-issue) must find both of these caught up. */
const READ_MODELS_TO_WAIT_FOR = [READ_MODELS.issues.projection, READ_MODELS.diagnostics.projection];

export interface SubmitIssueDeps {
  readonly store: EventStore;
  readonly progress: ReadModelProgress;
  readonly clock: Clock;
  readonly photos: PhotoStore;
  readonly analysis: AnalysisKnowledge;
  readonly metrics: ProductMetrics;
}

interface SubmitIssueInput {
  readonly details: IssueDetailsFields;
  /** Already checked by content and stripped of metadata, not yet stored. */
  readonly photos: readonly PreparedPhoto[];
  /** The owner of the current session, if it has one. */
  readonly sessionUserId: string | undefined;
  readonly correlationId: string;
  /** From the Idempotency-Key header: a repeat with the same key answers the same issue. */
  readonly idempotencyKey?: string;
}

/**
 * One stream per issue, holding the issue and its analysis. With an Idempotency-Key its id
 * is derived from the owner and the key, so a repeat (or two at once) meets the first one's
 * stream and is answered from it.
 */
export async function submitIssue(
  deps: SubmitIssueDeps,
  input: SubmitIssueInput,
): Promise<IssueDetailsResponse> {
  const { store, progress, clock, photos: photoStore } = deps;
  const { sessionUserId, details, photos } = input;
  if (!sessionUserId) throw new DomainError('not_found', 'Vehicle not found');
  const { issueId, diagnosticId } = submissionIds(sessionUserId, input.idempotencyKey);
  const analysed = submitIssueDecider(issueAnalyst(deps.analysis));
  // The analysis runs inside the pure decision: timed from outside it.
  const decider: typeof analysed = {
    ...analysed,
    decide: (command, state) => deps.metrics.timeAnalysis(() => analysed.decide(command, state)),
  };
  const now = clock();
  // The write side decides on the vehicle's own events, not on a read model.
  const vehicle = await loadStream(store, `vehicle-${details.vehicleId}`, decider);
  await handleCommand(
    store,
    `issue-${issueId}`,
    decider,
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
      context: requestContext(input.correlationId, now),
      initialState: vehicle.state,
      // Content-addressed, so storing a photo again is a no-op; one left behind by a
      // failed append is unreferenced and harmless.
      beforeAppend: async () => {
        for (const photo of photos) await photoStore.save(photo.bytes, photo.contentType);
      },
      readModels: { progress, projections: READ_MODELS_TO_WAIT_FOR },
    },
  );
  return { issueId, diagnosticId };
}
