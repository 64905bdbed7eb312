import { Command } from '@nestjs/cqrs';
import type { IssueDetailsFields, IssueDetailsResponse } from '@fairwrench/contracts';
import type { PreparedPhoto } from '../../photos/prepare-photo';

export class SubmitIssueCommand extends Command<IssueDetailsResponse> {
  constructor(
    readonly details: IssueDetailsFields,
    /** Already checked by content and stripped of metadata, not yet stored. */
    readonly photos: readonly PreparedPhoto[],
    /** The owner of the current session, if it has one. */
    readonly sessionUserId: string | undefined,
    readonly correlationId: string,
    /** From the Idempotency-Key header: a repeat with the same key answers the same issue. */
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}
