import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { READ_MODELS, type IssueView, type PhotoReference } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { GetIssueQuery } from './get-issue.query';

interface IssueRow {
  issue_id: string;
  user_id: string;
  vehicle_id: string;
  issue_type: IssueView['issueType'];
  description: string;
  photos: PhotoReference[];
  submitted_at: Date | string;
}

@QueryHandler(GetIssueQuery)
export class GetIssueHandler implements IQueryHandler<GetIssueQuery> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** Rows were validated as events on the way in; they are mapped, not parsed again. */
  async execute({ issueId, ownerId }: GetIssueQuery): Promise<IssueView | undefined> {
    const [row] = await this.sql.query<IssueRow>(
      `select issue_id::text, user_id::text, vehicle_id::text, issue_type, description, photos,
              submitted_at
       from ${READ_MODELS.issues.table} where issue_id = $1 and user_id = $2`,
      [issueId, ownerId],
      'rm_issues_get',
    );
    if (!row) return undefined;
    return {
      issueId: row.issue_id,
      userId: row.user_id,
      vehicleId: row.vehicle_id,
      issueType: row.issue_type,
      description: row.description,
      photos: row.photos,
      submittedAt: new Date(row.submitted_at).toISOString(),
    };
  }
}
