import { Controller, Inject, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { API_ROUTES, type ManagedRepairView } from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import type { SqlClient } from '@fairwrench/event-store';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { getManagedRepairByDiagnostic } from './get-managed-repair-by-diagnostic';

const notFound = () => new NotFoundException('Managed repair not found');

@Controller()
export class GetManagedRepairByDiagnosticController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /**
   * 404 means "no managed repair for this analysis yet" (the flow then creates one); the
   * same 404 answers another owner's diagnostic, so its existence is not disclosed.
   */
  @Endpoint(API_ROUTES.getManagedRepairByDiagnostic)
  async get(
    @Param('diagnosticId', new ParseUUIDPipe({ exceptionFactory: notFound })) diagnosticId: string,
    @Session() session: OwnerSession,
  ): Promise<ManagedRepairView> {
    if (!session.userId) throw notFound();
    const view = await getManagedRepairByDiagnostic(
      { sql: this.sql },
      { diagnosticId, ownerId: session.userId },
    );
    if (!view) throw notFound();
    return view;
  }
}
