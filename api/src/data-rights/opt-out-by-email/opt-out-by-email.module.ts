import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../shared/http/rate-limit.module';
import { OptOutByEmailController } from './opt-out-by-email.controller';

/**
 * The opt-out of sale and sharing by e-mail, with a confirmation link (issue 13, item 2;
 * ADR 026). The owner's opt-out itself is the data-rights module's `optOut`; the link is
 * mailed by the mail worker (ADR 057).
 */
@Module({
  imports: [RateLimitModule],
  controllers: [OptOutByEmailController],
})
export class OptOutByEmailModule {}
