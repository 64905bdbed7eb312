import { Query } from '@nestjs/cqrs';
import type { IssueView } from '@fairwrench/contracts';

/** Answers undefined when the issue does not exist or belongs to someone else. */
export class GetIssueQuery extends Query<IssueView | undefined> {
  constructor(
    readonly issueId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
