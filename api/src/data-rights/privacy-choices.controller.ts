import { Body, Controller, Inject, NotFoundException, UseGuards } from '@nestjs/common';
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
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import type { ReadModelProgress } from '@fairwrench/domain';
import { PHOTO_STORE, type PhotoStore } from '../photos/photo-store';
import {
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  SQL_CLIENT,
  type Clock,
} from '../shared/domain/tokens';
import { CorrelationId } from '../shared/http/correlation';
import { DATA_KEYS, eraseOwner, type DataKeys } from './erase-owner/erase-owner';
import { getMyData } from './get-my-data/get-my-data';
import { getPrivacyChoices } from './get-privacy-choices/get-privacy-choices';
import { optOut } from './opt-out/opt-out';

const noOwner = () => new NotFoundException('No owner session: start with your vehicle details');

@Controller()
export class PrivacyChoicesController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(DATA_KEYS) private readonly dataKeys: DataKeys,
    @Inject(PHOTO_STORE) private readonly photos: PhotoStore,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
  ) {}

  /** Right to know: everything held about the session owner, leads shared included. */
  @Endpoint(API_ROUTES.getMyData)
  async myData(@Session() session: OwnerSession): Promise<MyData> {
    if (!session.userId) throw noOwner();
    const { sql, store, clock } = this;
    return getMyData({ sql, store, clock }, { ownerId: session.userId });
  }

  /**
   * Anyone may open the privacy choices page (every footer links it), and most visitors have
   * no session: that they have nothing with us is an answer, so it is not a 404.
   */
  @Endpoint(API_ROUTES.getPrivacyChoices)
  async get(@Session() session: OwnerSession): Promise<MyPrivacyChoices> {
    if (!session.userId) return { session: 'none' };
    const choices = await getPrivacyChoices({ store: this.store }, { userId: session.userId });
    return { session: 'owner', choices };
  }

  /** The owner's own request; repeating it changes nothing (the first opt-out stands). */
  @Endpoint(API_ROUTES.optOutOfSaleAndSharing)
  @UseGuards(RateLimitGuard)
  @RateLimit({ name: 'opt-out', limit: 10, windowMs: 60_000, key: 'session' })
  async optOutOfSaleAndSharing(
    @Session() session: OwnerSession,
    @CorrelationId() correlationId: string,
  ): Promise<PrivacyChoices> {
    if (!session.userId) throw noOwner();
    return optOut(
      { store: this.store, clock: this.clock },
      { userId: session.userId, source: 'owner-request', correlationId },
    );
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
    const { store, sql, dataKeys, photos, progress, clock } = this;
    const receipt = await eraseOwner(
      { store, sql, dataKeys, photos, progress, clock },
      { userId: session.userId, source: 'owner-request', correlationId },
    );
    session.end();
    return receipt;
  }
}
