import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../shared/http/rate-limit.module';
import { CONFIRMATION_MAIL, LoggedConfirmationMail } from './confirmation-mail';
import { OptOutByEmailController } from './opt-out-by-email.controller';

/**
 * The opt-out of sale and sharing by e-mail, with a confirmation link (issue 13, item 2;
 * ADR 026). The owner's opt-out itself is the data-rights module's `optOut`.
 */
@Module({
  imports: [RateLimitModule],
  controllers: [OptOutByEmailController],
  providers: [{ provide: CONFIRMATION_MAIL, useClass: LoggedConfirmationMail }],
})
export class OptOutByEmailModule {}
