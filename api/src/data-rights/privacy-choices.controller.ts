import { randomUUID } from 'node:crypto';
import { Controller, NotFoundException, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { API_ROUTES, type MyData, type PrivacyChoices } from '@fairwrench/contracts';
import { Session, type OwnerSession } from '../sessions/owner-session';
import { Endpoint } from '../shared/http/endpoint';
import { RateLimit, RateLimitGuard } from '../shared/http/rate-limit.guard';
import { OptOutCommand } from './opt-out/opt-out.command';
import { GetMyDataQuery } from './get-my-data/get-my-data.query';
import { GetPrivacyChoicesQuery } from './get-privacy-choices/get-privacy-choices.query';

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

  @Endpoint(API_ROUTES.getPrivacyChoices)
  async get(@Session() session: OwnerSession): Promise<PrivacyChoices> {
    if (!session.userId) throw noOwner();
    return this.queries.execute(new GetPrivacyChoicesQuery(session.userId));
  }

  /** The owner's own request; repeating it changes nothing (the first opt-out stands). */
  @Endpoint(API_ROUTES.optOutOfSaleAndSharing)
  @UseGuards(RateLimitGuard)
  @RateLimit({ name: 'opt-out', limit: 10, windowMs: 60_000, key: 'session' })
  async optOut(@Session() session: OwnerSession): Promise<PrivacyChoices> {
    if (!session.userId) throw noOwner();
    return this.commands.execute(new OptOutCommand(session.userId, 'owner-request', randomUUID()));
  }
}
