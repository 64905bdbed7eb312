import { Module } from '@nestjs/common';
import { RATE_LIMITER, RateLimiter } from './rate-limit';
import { RateLimitGuard } from './rate-limit.guard';

/**
 * One limiter per application, shared by every module that imports this one. A factory, not
 * a value, so two applications in one process (the test suites) do not share counters.
 */
@Module({
  providers: [{ provide: RATE_LIMITER, useFactory: () => new RateLimiter() }, RateLimitGuard],
  exports: [RATE_LIMITER, RateLimitGuard],
})
export class RateLimitModule {}
