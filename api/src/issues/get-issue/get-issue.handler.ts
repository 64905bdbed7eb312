import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { IssueView } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { findIssue } from '@fairwrench/projections/issues/issues.query';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { GetIssueQuery } from './get-issue.query';

@QueryHandler(GetIssueQuery)
export class GetIssueHandler implements IQueryHandler<GetIssueQuery> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({ issueId, ownerId }: GetIssueQuery): Promise<IssueView | undefined> {
    return findIssue(this.sql, issueId, ownerId);
  }
}
