import { Controller, Inject, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { API_ROUTES, type ShopsResponse } from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { CLOCK, EVENT_STORE, SQL_CLIENT, type Clock } from '../../shared/domain/tokens';
import { CorrelationId } from '../../shared/http/correlation';
import { getShopRecommendations } from './get-shop-recommendations';

const notFound = () => new NotFoundException('Diagnostic not found');

@Controller()
export class GetShopRecommendationsController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Shops for the owner's own analysis; another owner's diagnostic is a 404, not a 403. The
   * shops shown are recorded (ShopsRecommended) so a later lead to a shop can point to them.
   */
  @Endpoint(API_ROUTES.getShopRecommendations)
  async get(
    @Param('diagnosticId', new ParseUUIDPipe({ exceptionFactory: notFound })) diagnosticId: string,
    @Session() session: OwnerSession,
    @CorrelationId() correlationId: string,
  ): Promise<ShopsResponse> {
    if (!session.userId) throw notFound();
    const { sql, store, clock } = this;
    const found = await getShopRecommendations(
      { sql, store, clock },
      { diagnosticId, ownerId: session.userId, correlationId },
    );
    if (!found) throw notFound();
    return found;
  }
}
