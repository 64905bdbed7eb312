import { Controller, Inject, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { API_ROUTES, type ManagedRepairConfirmation } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { Endpoint } from '../../shared/http/endpoint';
import { getManagedRepairConfirmation } from './get-managed-repair-confirmation';

const notFound = () => new NotFoundException('Managed repair not found');

@Controller()
export class GetManagedRepairConfirmationController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** Another owner's repair, and one not scheduled yet, answer alike: 404. */
  @Endpoint(API_ROUTES.getManagedRepairConfirmation)
  async get(
    @Param('managedRepairId', new ParseUUIDPipe({ exceptionFactory: notFound }))
    managedRepairId: string,
    @Session() session: OwnerSession,
  ): Promise<ManagedRepairConfirmation> {
    if (!session.userId) throw notFound();
    const confirmation = await getManagedRepairConfirmation(
      { sql: this.sql },
      { managedRepairId, ownerId: session.userId },
    );
    if (!confirmation) throw notFound();
    return confirmation;
  }
}
