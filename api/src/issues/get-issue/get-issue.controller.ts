import { Controller, Inject, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { API_ROUTES, type IssueView } from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import type { SqlClient } from '@fairwrench/event-store';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { getIssue } from './get-issue';

const notFound = () => new NotFoundException('Issue not found');

@Controller()
export class GetIssueController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** Another owner's issue is a 404, not a 403: its existence is not disclosed. */
  @Endpoint(API_ROUTES.getIssue)
  async get(
    @Param('issueId', new ParseUUIDPipe({ exceptionFactory: notFound })) issueId: string,
    @Session() session: OwnerSession,
  ): Promise<IssueView> {
    if (!session.userId) throw notFound();
    const view = await getIssue({ sql: this.sql }, { issueId, ownerId: session.userId });
    if (!view) throw notFound();
    return view;
  }
}
