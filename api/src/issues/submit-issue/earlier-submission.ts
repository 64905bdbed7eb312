import {
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

/**
 * The issue stream as one earlier submission, or null while the stream does not exist. The
 * diagnostic id is the one the same key derives: both events are written in one append.
 */
export function earlierSubmissionOf(
  recorded: readonly RecordedEvent[],
  diagnosticId: string,
): EarlierSubmission | null {
  const submitted = recorded.find((event) => event.type === 'IssueSubmitted');
  const last = recorded.at(-1);
  if (!submitted || !last) return null;
  const issue = issueSubmittedSchema.parse(envelopeOf(submitted)).data;
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
