import { Body, Controller, HttpStatus, Inject, NotFoundException, Res } from '@nestjs/common';
import {
  API_ROUTES,
  shopRequestBodySchema,
  type ShopRequestBody,
  type ShopRequestResponse,
} from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import type { ReadModelProgress } from '@fairwrench/domain';
import type { Response } from 'express';
import { ConsentClientOf, type ConsentClient } from '../../data-rights/consents/consent-client';
import { ConsentFingerprinter } from '../../data-rights/consents/consent-fingerprint';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import {
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  SQL_CLIENT,
  type Clock,
} from '../../shared/domain/tokens';
import { CorrelationId } from '../../shared/http/correlation';
import { Endpoint } from '../../shared/http/endpoint';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import { requestShopContact } from './request-shop-contact';

@Controller()
export class RequestShopContactController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly fingerprinter: ConsentFingerprinter,
  ) {}

  /**
   * 201 when the request went to the shop; 200 with the same lead when it had already gone,
   * so a double press is harmless. A diagnostic or shop that is not the owner's is a 404.
   */
  @Endpoint(API_ROUTES.requestShopContact)
  async request(
    @Body(new ZodValidationPipe(shopRequestBodySchema)) body: ShopRequestBody,
    @Session() session: OwnerSession,
    @ConsentClientOf('lead-sharing') client: ConsentClient,
    @Res({ passthrough: true }) http: Response,
    @CorrelationId() correlationId: string,
  ): Promise<ShopRequestResponse> {
    if (!session.userId) throw new NotFoundException('Diagnostic not found');
    const { store, sql, progress, clock, fingerprinter } = this;
    const { response, created } = await requestShopContact(
      { store, sql, progress, clock, fingerprinter },
      { ownerId: session.userId, body, client, correlationId },
    );
    http.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return response;
  }
}
