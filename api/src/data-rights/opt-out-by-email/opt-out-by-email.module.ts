import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../shared/http/rate-limit.module';
import { CONFIRMATION_MAIL, LoggedConfirmationMail } from './confirmation-mail';
import { ConfirmOptOutByEmailHandler } from './confirm-opt-out-by-email/confirm-opt-out-by-email.handler';
import { OptOutByEmailController } from './opt-out-by-email.controller';
import { RequestOptOutByEmailHandler } from './request-opt-out-by-email/request-opt-out-by-email.handler';

/**
 * The opt-out of sale and sharing by e-mail, with a confirmation link (issue 13, item 2;
 * ADR 026). The owner's opt-out itself is the data-rights module's OptOutCommand.
 */
@Module({
  imports: [RateLimitModule],
  controllers: [OptOutByEmailController],
  providers: [
    RequestOptOutByEmailHandler,
    ConfirmOptOutByEmailHandler,
    { provide: CONFIRMATION_MAIL, useClass: LoggedConfirmationMail },
  ],
})
export class OptOutByEmailModule {}
