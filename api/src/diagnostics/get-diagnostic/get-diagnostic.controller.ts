import { Controller, Inject, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { API_ROUTES, type DiagnosticRecord } from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import type { SqlClient } from '@fairwrench/event-store';
import type { DiagnosticKey } from '@fairwrench/projections/diagnostics/diagnostics.query';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { getDiagnostic } from './get-diagnostic';

const notFound = () => new NotFoundException('Diagnostic not found');
const uuid = () => new ParseUUIDPipe({ exceptionFactory: notFound });

/**
 * GET /api/diagnostics/{diagnosticId} and GET /api/diagnostics/by-issue/{issueId}: the same
 * record found two ways. Another owner's diagnostic is a 404, not a 403.
 */
@Controller()
export class GetDiagnosticController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  @Endpoint(API_ROUTES.getDiagnosticByIssue)
  byIssue(
    @Param('issueId', uuid()) issueId: string,
    @Session() session: OwnerSession,
  ): Promise<DiagnosticRecord> {
    return this.find({ issueId }, session);
  }

  @Endpoint(API_ROUTES.getDiagnostic)
  byId(
    @Param('diagnosticId', uuid()) diagnosticId: string,
    @Session() session: OwnerSession,
  ): Promise<DiagnosticRecord> {
    return this.find({ diagnosticId }, session);
  }

  private async find(key: DiagnosticKey, session: OwnerSession): Promise<DiagnosticRecord> {
    if (!session.userId) throw notFound();
    const record = await getDiagnostic({ sql: this.sql }, { key, ownerId: session.userId });
    if (!record) throw notFound();
    return record;
  }
}
