import { Controller, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { API_ROUTES, type ManagedRepairView } from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { GetManagedRepairByDiagnosticQuery } from './get-managed-repair-by-diagnostic.query';

const notFound = () => new NotFoundException('Managed repair not found');

@Controller()
export class GetManagedRepairByDiagnosticController {
  constructor(private readonly queries: QueryBus) {}

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
    const view = await this.queries.execute(
      new GetManagedRepairByDiagnosticQuery(diagnosticId, session.userId),
    );
    if (!view) throw notFound();
    return view;
  }
}
