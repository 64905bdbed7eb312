import { Query } from '@nestjs/cqrs';

export interface IssuePhoto {
  readonly bytes: Buffer;
  readonly contentType: string;
}

/**
 * Answers undefined unless the issue belongs to `ownerId` and names this photo: a hash alone
 * opens nothing, even to someone who knows it.
 */
export class GetIssuePhotoQuery extends Query<IssuePhoto | undefined> {
  constructor(
    readonly issueId: string,
    readonly sha256: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
