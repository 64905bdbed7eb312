import { Module } from '@nestjs/common';
import { RateLimitModule } from '../shared/http/rate-limit.module';
import { SendContactMessageController } from './send-contact-message/send-contact-message.controller';

/** The contact form: messages to support, no session needed. */
@Module({
  imports: [RateLimitModule],
  controllers: [SendContactMessageController],
})
export class ContactModule {}
