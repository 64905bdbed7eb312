import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RateLimitModule } from '../shared/http/rate-limit.module';
import { ConsentsModule } from './consents/consents.module';
import { OptOutByEmailModule } from './opt-out-by-email/opt-out-by-email.module';
import { GlobalPrivacyControlInterceptor } from './global-privacy-control.interceptor';
import { PrivacyChoicesController } from './privacy-choices.controller';

/** The owner's data rights: consents, the opt-out of sale and sharing, to know, to delete. */
@Module({
  imports: [RateLimitModule, ConsentsModule, OptOutByEmailModule],
  controllers: [PrivacyChoicesController],
  providers: [{ provide: APP_INTERCEPTOR, useClass: GlobalPrivacyControlInterceptor }],
})
export class DataRightsModule {}
