import { Body, Controller, Inject, UseGuards } from '@nestjs/common';
import {
  API_ROUTES,
  contactRequestSchema,
  type ContactRequest,
  type ContactResponse,
} from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { RateLimit, RateLimitGuard } from '../../shared/http/rate-limit.guard';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import type { EventStore } from '@fairwrench/event-store';
import { CLOCK, EVENT_STORE, type Clock } from '../../shared/domain/tokens';
import { CorrelationId } from '../../shared/http/correlation';
import { sendContactMessage } from './send-contact-message';

/**
 * Five a minute per address: the form needs no session, so the address is the only handle
 * on a script filling support's inbox.
 */
export const CONTACT_RATE_LIMIT = {
  name: 'contact',
  limit: 5,
  windowMs: 60_000,
  key: 'ip',
} as const;

@Controller()
export class SendContactMessageController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Endpoint(API_ROUTES.sendContactMessage)
  @UseGuards(RateLimitGuard)
  @RateLimit(CONTACT_RATE_LIMIT)
  send(
    @Body(new ZodValidationPipe(contactRequestSchema)) body: ContactRequest,
    @CorrelationId() correlationId: string,
  ): Promise<ContactResponse> {
    return sendContactMessage(
      { store: this.store, clock: this.clock },
      { details: body, correlationId },
    );
  }
}
