import { createHash } from 'node:crypto';
import { Body, Controller, HttpException, Inject, Res, UseGuards } from '@nestjs/common';
import {
  API_ROUTES,
  confirmOptOutByEmailSchema,
  optOutByEmailRequestSchema,
  type ConfirmOptOutByEmail,
  type OptOutByEmailConfirmed,
  type OptOutByEmailRequest,
  type OptOutByEmailRequested,
  type ProblemDetails,
} from '@fairwrench/contracts';
import type { Response } from 'express';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { CLOCK, EVENT_STORE, SQL_CLIENT, type Clock } from '../../shared/domain/tokens';
import { Endpoint } from '../../shared/http/endpoint';
import { RATE_LIMITER, type RateLimiter } from '../../shared/http/rate-limit';
import { RateLimit, RateLimitGuard } from '../../shared/http/rate-limit.guard';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import { confirmOptOutByEmail } from './confirm-opt-out-by-email/confirm-opt-out-by-email';
import { normalizeEmail } from './email-seal';
import { requestOptOutByEmail } from './request-opt-out-by-email/request-opt-out-by-email';
import { CorrelationId } from '../../shared/http/correlation';

/** Per client address: the form needs no session, so a script could mail anyone at will. */
export const REQUEST_RATE_LIMIT = {
  name: 'opt-out-by-email',
  limit: 5,
  windowMs: 15 * 60_000,
  key: 'ip',
} as const;

/** Per e-mail address, whoever asks, so no one address is flooded with links. */
export const ADDRESS_RATE_LIMIT = {
  name: 'opt-out-by-email-address',
  limit: 3,
  windowMs: 60 * 60_000,
  key: 'ip',
} as const;

/** Tokens cannot be guessed; this only stops a script hammering the store. */
export const CONFIRM_RATE_LIMIT = {
  name: 'opt-out-by-email-confirm',
  limit: 20,
  windowMs: 60_000,
  key: 'ip',
} as const;

const REFUSED = {
  unknown: {
    status: 404,
    code: 'not_found',
    detail:
      'This confirmation link is not valid. Check that you opened the whole link, or ask for a new one.',
  },
  used: {
    status: 409,
    code: 'link_used',
    detail: 'This confirmation link was already used. The opt-out it confirmed stands.',
  },
  expired: {
    status: 410,
    code: 'link_expired',
    detail: 'This confirmation link has expired. Ask for a new one on the privacy choices page.',
  },
} as const;

function refused(reason: keyof typeof REFUSED): HttpException {
  const { status, code, detail } = REFUSED[reason];
  const title = { 404: 'Not found', 409: 'Conflict', 410: 'Gone' }[status];
  const problem: ProblemDetails = { type: 'about:blank', title, status, detail, code };
  return new HttpException(problem, status);
}

@Controller()
export class OptOutByEmailController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  /** The same answer for an address we hold and one we do not (no account enumeration). */
  @Endpoint(API_ROUTES.requestOptOutByEmail)
  @UseGuards(RateLimitGuard)
  @RateLimit(REQUEST_RATE_LIMIT)
  async request(
    @Body(new ZodValidationPipe(optOutByEmailRequestSchema)) body: OptOutByEmailRequest,
    @Res({ passthrough: true }) response: Response,
    @CorrelationId() correlationId: string,
  ): Promise<OptOutByEmailRequested> {
    await this.limitAddress(body.email, response);
    return requestOptOutByEmail(
      { store: this.store, clock: this.clock },
      { email: body.email, correlationId },
    );
  }

  @Endpoint(API_ROUTES.confirmOptOutByEmail)
  @UseGuards(RateLimitGuard)
  @RateLimit(CONFIRM_RATE_LIMIT)
  async confirm(
    @Body(new ZodValidationPipe(confirmOptOutByEmailSchema)) body: ConfirmOptOutByEmail,
    @CorrelationId() correlationId: string,
  ): Promise<OptOutByEmailConfirmed> {
    const result = await confirmOptOutByEmail(
      { store: this.store, sql: this.sql, clock: this.clock },
      { token: body.token, correlationId },
    );
    if (result.outcome !== 'confirmed') throw refused(result.outcome);
    return { confirmedAt: result.confirmedAt };
  }

  private async limitAddress(email: string, response: Response): Promise<void> {
    const key = createHash('sha256').update(normalizeEmail(email)).digest('hex');
    const decision = await this.limiter.take(ADDRESS_RATE_LIMIT, key, this.clock().getTime());
    if (decision.allowed) return;
    response.setHeader('Retry-After', String(decision.retryAfterSeconds));
    const detail = `Too many requests for this address. Please try again in ${decision.retryAfterSeconds} seconds.`;
    const problem: ProblemDetails = {
      type: 'about:blank',
      title: 'Too many requests',
      status: 429,
      detail,
      code: 'rate_limited',
    };
    throw new HttpException(problem, 429);
  }
}
