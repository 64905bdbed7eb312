import { Module } from '@nestjs/common';
import { RateLimitModule } from '../shared/http/rate-limit.module';
import { SendContactMessageController } from './send-contact-message/send-contact-message.controller';
import { SendContactMessageHandler } from './send-contact-message/send-contact-message.handler';

/** The contact form: messages to support, no session needed. */
@Module({
  imports: [RateLimitModule],
  controllers: [SendContactMessageController],
  providers: [SendContactMessageHandler],
})
export class ContactModule {}
