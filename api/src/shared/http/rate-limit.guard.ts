import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ProblemDetails } from '@fairwrench/contracts';
import type { Request, Response } from 'express';
import { CLOCK, type Clock } from '../domain/tokens';
import {
  RATE_LIMIT_BUDGETS,
  RATE_LIMITER,
  RateLimiter,
  type RateLimitBudgets,
  type RateLimitPolicy,
} from './rate-limit';

const RATE_LIMIT_POLICY = Symbol('RateLimitPolicy');

/**
 * Marks a route with its budgets; `RateLimitGuard` enforces each, in order, and the first one
 * spent refuses the call (a call refused by a later one has still counted in the earlier).
 */
export const RateLimit = (...policies: RateLimitPolicy[]) =>
  SetMetadata(RATE_LIMIT_POLICY, policies);

/**
 * Who is counted. The session's owner when asked and present, because owners behind one
 * NAT share an address; otherwise the socket's address. Forwarded-for headers are not read
 * here: trusting them is a deployment decision (express `trust proxy`), made at the edge.
 */
function clientKey(request: Request, policy: RateLimitPolicy): string {
  const owner = policy.key === 'session' ? request.ownerSession?.userId : undefined;
  return owner ? `user:${owner}` : `ip:${request.ip ?? request.socket.remoteAddress ?? 'unknown'}`;
}

/**
 * Refuses a client past its budget with 429 problem+json and `Retry-After` in seconds. It
 * runs before validation, so malformed floods are counted too.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RATE_LIMIT_BUDGETS) private readonly budgets: RateLimitBudgets,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policies = this.reflector.get<RateLimitPolicy[] | undefined>(
      RATE_LIMIT_POLICY,
      context.getHandler(),
    );
    const http = context.switchToHttp();
    const [request, response] = [http.getRequest<Request>(), http.getResponse<Response>()];
    for (const policy of policies ?? []) await this.take(policy, request, response);
    return true;
  }

  private async take(policy: RateLimitPolicy, request: Request, response: Response) {
    const limit = this.budgets[policy.name] ?? policy.limit;
    const decision = await this.limiter.take(
      { ...policy, limit },
      clientKey(request, policy),
      this.clock().getTime(),
    );
    if (decision.allowed) return;
    response.setHeader('Retry-After', String(decision.retryAfterSeconds));
    throw new HttpException(
      tooManyRequests(decision.retryAfterSeconds),
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

function tooManyRequests(seconds: number): ProblemDetails {
  return {
    type: 'about:blank',
    title: 'Too many requests',
    status: 429,
    detail: `You have sent too many requests. Please try again in ${seconds} seconds.`,
    code: 'rate_limited',
  };
}
