import type { SqlClient } from '@fairwrench/event-store';
import { Module } from '@nestjs/common';
import { SQL_CLIENT } from '../domain/tokens';
import { RATE_LIMITER, RateLimiter } from './rate-limit';
import { RateLimitGuard } from './rate-limit.guard';

/**
 * One limiter per application, shared by every module that imports this one, over the
 * application's database: instances on one database share their counters (ADR 031).
 */
@Module({
  providers: [
    {
      provide: RATE_LIMITER,
      useFactory: (sql: SqlClient) => new RateLimiter(sql),
      inject: [SQL_CLIENT],
    },
    RateLimitGuard,
  ],
  exports: [RATE_LIMITER, RateLimitGuard],
})
export class RateLimitModule {}
