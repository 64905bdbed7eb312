import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@fairwrench/event-store';
import { issueHasPhoto } from '@fairwrench/projections/issues/issues.query';
import { PHOTO_STORE, type PhotoStore } from '../../photos/photo-store';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { GetIssuePhotoQuery, type IssuePhoto } from './get-issue-photo.query';

@QueryHandler(GetIssuePhotoQuery)
export class GetIssuePhotoHandler implements IQueryHandler<GetIssuePhotoQuery> {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(PHOTO_STORE) private readonly photos: PhotoStore,
  ) {}

  async execute({ issueId, sha256, ownerId }: GetIssuePhotoQuery): Promise<IssuePhoto | undefined> {
    if (!(await issueHasPhoto(this.sql, issueId, sha256, ownerId))) return undefined;
    return this.photos.read(sha256);
  }
}
