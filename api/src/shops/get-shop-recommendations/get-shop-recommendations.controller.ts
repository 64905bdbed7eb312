import { Controller, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { API_ROUTES, type ShopsResponse } from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { toShopView } from '../directory/listed-shop';
import { RecordShopsRecommendedCommand } from '../record-shops-recommended/record-shops-recommended.command';
import { GetShopRecommendationsQuery } from './get-shop-recommendations.query';
import { CorrelationId } from '../../shared/http/correlation';

const notFound = () => new NotFoundException('Diagnostic not found');

@Controller()
export class GetShopRecommendationsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
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
    const found = await this.queries.execute(
      new GetShopRecommendationsQuery(diagnosticId, session.userId),
    );
    if (!found) throw notFound();
    await this.commands.execute(
      new RecordShopsRecommendedCommand(
        diagnosticId,
        session.userId,
        found.zipCode,
        found.shops.map((shop) => shop.id),
        correlationId,
      ),
    );
    return { shops: found.shops.map(toShopView) };
  }
}
