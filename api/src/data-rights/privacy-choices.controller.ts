import { Body, Controller, NotFoundException, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API_ROUTES,
  eraseMyDataBodySchema,
  type EraseMyDataBody,
  type ErasureReceipt,
  type MyData,
  type MyPrivacyChoices,
  type PrivacyChoices,
} from '@fairwrench/contracts';
import { Session, type OwnerSession } from '../sessions/owner-session';
import { Endpoint } from '../shared/http/endpoint';
import { RateLimit, RateLimitGuard } from '../shared/http/rate-limit.guard';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe';
import { EraseOwnerCommand } from './erase-owner/erase-owner.command';
import { OptOutCommand } from './opt-out/opt-out.command';
import { GetMyDataQuery } from './get-my-data/get-my-data.query';
import { GetPrivacyChoicesQuery } from './get-privacy-choices/get-privacy-choices.query';
import { CorrelationId } from '../shared/http/correlation';

const noOwner = () => new NotFoundException('No owner session: start with your vehicle details');

@Controller()
export class PrivacyChoicesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Right to know: everything held about the session owner, leads shared included. */
  @Endpoint(API_ROUTES.getMyData)
  async myData(@Session() session: OwnerSession): Promise<MyData> {
    if (!session.userId) throw noOwner();
    return this.queries.execute(new GetMyDataQuery(session.userId));
  }

  /**
   * Anyone may open the privacy choices page (every footer links it), and most visitors have
   * no session: that they have nothing with us is an answer, so it is not a 404.
   */
  @Endpoint(API_ROUTES.getPrivacyChoices)
  async get(@Session() session: OwnerSession): Promise<MyPrivacyChoices> {
    if (!session.userId) return { session: 'none' };
    const choices = await this.queries.execute(new GetPrivacyChoicesQuery(session.userId));
    return { session: 'owner', choices };
  }

  /** The owner's own request; repeating it changes nothing (the first opt-out stands). */
  @Endpoint(API_ROUTES.optOutOfSaleAndSharing)
  @UseGuards(RateLimitGuard)
  @RateLimit({ name: 'opt-out', limit: 10, windowMs: 60_000, key: 'session' })
  async optOut(
    @Session() session: OwnerSession,
    @CorrelationId() correlationId: string,
  ): Promise<PrivacyChoices> {
    if (!session.userId) throw noOwner();
    return this.commands.execute(new OptOutCommand(session.userId, 'owner-request', correlationId));
  }

  /**
   * Right to delete: the owner's key is destroyed, their photos deleted, shops that got a lead
   * told, and the session ends. The body must confirm it; repeating it answers the same.
   */
  @Endpoint(API_ROUTES.eraseMyData)
  @UseGuards(RateLimitGuard)
  @RateLimit({ name: 'erase', limit: 5, windowMs: 60_000, key: 'session' })
  async erase(
    @Session() session: OwnerSession,
    @Body(new ZodValidationPipe(eraseMyDataBodySchema)) _body: EraseMyDataBody,
    @CorrelationId() correlationId: string,
  ): Promise<ErasureReceipt> {
    if (!session.userId) throw noOwner();
    const receipt = await this.commands.execute(
      new EraseOwnerCommand(session.userId, correlationId),
    );
    session.end();
    return receipt;
  }
}
