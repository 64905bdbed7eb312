import { Controller, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { API_ROUTES, type IssueView } from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { GetIssueQuery } from './get-issue.query';

const notFound = () => new NotFoundException('Issue not found');

@Controller()
export class GetIssueController {
  constructor(private readonly queries: QueryBus) {}

  /** Another owner's issue is a 404, not a 403: its existence is not disclosed. */
  @Endpoint(API_ROUTES.getIssue)
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
