import { Body, Controller, Inject, NotFoundException, UseGuards } from '@nestjs/common';
import {
  API_ROUTES,
  feedbackRequestSchema,
  type FeedbackRequest,
  type FeedbackResponse,
} from '@fairwrench/contracts';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { Endpoint } from '../../shared/http/endpoint';
import { RateLimit, RateLimitGuard } from '../../shared/http/rate-limit.guard';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import type { EventStore } from '@fairwrench/event-store';
import { CLOCK, EVENT_STORE, type Clock } from '../../shared/domain/tokens';
import { CorrelationId } from '../../shared/http/correlation';
import { submitFeedback } from './submit-feedback';

/** Ten a minute per owner: far above a person typing, far below a script. */
export const FEEDBACK_RATE_LIMIT = {
  name: 'feedback',
  limit: 10,
  windowMs: 60_000,
  key: 'session',
} as const;

@Controller()
export class SubmitFeedbackController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Only the owner may comment on it; anyone else gets the same 404 as a typo. */
  @Endpoint(API_ROUTES.submitFeedback)
  @UseGuards(RateLimitGuard)
  @RateLimit(FEEDBACK_RATE_LIMIT)
  async submit(
    @Body(new ZodValidationPipe(feedbackRequestSchema)) body: FeedbackRequest,
    @Session() session: OwnerSession,
    @CorrelationId() correlationId: string,
  ): Promise<FeedbackResponse> {
    if (!session.userId) throw new NotFoundException('Issue not found');
    return submitFeedback(
      { store: this.store, clock: this.clock },
      { details: body, userId: session.userId, correlationId },
    );
  }
}
