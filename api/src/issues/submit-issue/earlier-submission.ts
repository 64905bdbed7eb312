import {
  diagnosticProducedSchema,
  issueSubmittedSchema,
  type IssueDetailsFields,
  type IssueDetailsResponse,
  type IssueSubmitted,
} from '@fairwrench/contracts';
import { envelopeOf, type GlobalPosition, type RecordedEvent } from '@fairwrench/event-store';
import { DomainError } from '../../shared/domain/domain-error';

/** An issue already recorded under the ids an idempotency key names. */
export interface EarlierSubmission {
  readonly issue: IssueSubmitted['data'];
  readonly diagnosticId: string;
  /** Where its events sit in the log, so a replay can wait for the read models to hold them. */
  readonly position: GlobalPosition;
}

/** The issue stream as one earlier submission, or null while the stream does not exist. */
export function earlierSubmissionOf(recorded: readonly RecordedEvent[]): EarlierSubmission | null {
  let issue: IssueSubmitted['data'] | null = null;
  let diagnosticId: string | null = null;
  for (const event of recorded) {
    if (event.type === 'IssueSubmitted') issue = issueSubmittedSchema.parse(envelopeOf(event)).data;
    if (event.type === 'DiagnosticProduced') {
      diagnosticId = diagnosticProducedSchema.parse(envelopeOf(event)).data.diagnosticId;
    }
  }
  const last = recorded.at(-1);
  if (!issue || !diagnosticId || !last) return null;
  return { issue, diagnosticId, position: last.position };
}

/**
 * The answer to a repeated submit: the first one's ids, when the repeat is the same request.
 * A key sent again with a different issue is a client mistake, not a new issue (the IETF
 * Idempotency-Key draft answers it with 422), and it must not hand back the other issue.
 */
export function replay(
  earlier: EarlierSubmission,
  request: { sessionUserId: string; details: IssueDetailsFields; photoHashes: readonly string[] },
): IssueDetailsResponse {
  const { issue } = earlier;
  const same =
    issue.userId === request.sessionUserId &&
    issue.userId === request.details.userId &&
    issue.vehicleId === request.details.vehicleId &&
    issue.issueType === request.details.issueType &&
    issue.description === request.details.description &&
    issue.photos.map((photo) => photo.sha256).join() === request.photoHashes.join();
  if (!same) {
    throw new DomainError(
      'key_reused',
      'This Idempotency-Key was already used for a different issue; send a new key',
    );
  }
  return { issueId: issue.issueId, diagnosticId: earlier.diagnosticId };
}
