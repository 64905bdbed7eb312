import { Controller, Inject, NotFoundException, Param, UseGuards } from '@nestjs/common';
import {
  API_ROUTES,
  consentPurposeSchema,
  type ConsentPurpose,
  type ConsentWithdrawal,
} from '@fairwrench/contracts';
import { Session, type OwnerSession } from '../../../sessions/owner-session';
import { Endpoint } from '../../../shared/http/endpoint';
import { RateLimit, RateLimitGuard } from '../../../shared/http/rate-limit.guard';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { CLOCK, EVENT_STORE, SQL_CLIENT, type Clock } from '../../../shared/domain/tokens';
import { CorrelationId } from '../../../shared/http/correlation';
import { withdrawConsent } from './withdraw-consent';

@Controller()
export class WithdrawConsentController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The owner's own request; asking again answers the same withdrawal. */
  @Endpoint(API_ROUTES.withdrawConsent)
  @UseGuards(RateLimitGuard)
  @RateLimit({ name: 'withdraw-consent', limit: 10, windowMs: 60_000, key: 'session' })
  async withdraw(
    @Param('purpose', new ZodValidationPipe(consentPurposeSchema)) purpose: ConsentPurpose,
    @Session() session: OwnerSession,
    @CorrelationId() correlationId: string,
  ): Promise<ConsentWithdrawal> {
    if (!session.userId) {
      throw new NotFoundException('No owner session: start with your vehicle details');
    }
    return withdrawConsent(
      { store: this.store, sql: this.sql, clock: this.clock },
      { userId: session.userId, purpose, correlationId },
    );
  }
}
