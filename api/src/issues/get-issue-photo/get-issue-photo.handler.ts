import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { READ_MODELS } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
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
    const rows = await this.sql.query(
      `select 1 from ${READ_MODELS.issues.table}
       where issue_id = $1 and user_id = $2 and photos @> $3::jsonb`,
      [issueId, ownerId, JSON.stringify([{ sha256 }])],
    );
    if (rows.length === 0) return undefined;
    return this.photos.read(sha256);
  }
}
