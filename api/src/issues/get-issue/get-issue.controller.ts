import { Controller, Get, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { IssueView } from '@fairwrench/contracts';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { GetIssueQuery } from './get-issue.query';

const notFound = () => new NotFoundException('Issue not found');

@Controller('api/issues')
export class GetIssueController {
  constructor(private readonly queries: QueryBus) {}

  /** Another owner's issue is a 404, not a 403: its existence is not disclosed. */
  @Get(':issueId')
  async get(
    @Param('issueId', new ParseUUIDPipe({ exceptionFactory: notFound })) issueId: string,
    @Session() session: OwnerSession,
  ): Promise<IssueView> {
    if (!session.userId) throw notFound();
    const view = await this.queries.execute(new GetIssueQuery(issueId, session.userId));
    if (!view) throw notFound();
    return view;
  }
}
