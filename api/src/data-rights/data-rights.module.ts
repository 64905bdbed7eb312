import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RateLimitModule } from '../shared/http/rate-limit.module';
import { ConsentsModule } from './consents/consents.module';
import { OptOutByEmailModule } from './opt-out-by-email/opt-out-by-email.module';
import { EraseOwnerHandler } from './erase-owner/erase-owner.handler';
import { GetMyDataHandler } from './get-my-data/get-my-data.handler';
import { GetPrivacyChoicesHandler } from './get-privacy-choices/get-privacy-choices.handler';
import { GlobalPrivacyControlInterceptor } from './global-privacy-control.interceptor';
import { OptOutHandler } from './opt-out/opt-out.handler';
import { PrivacyChoicesController } from './privacy-choices.controller';

/** The owner's data rights: consents, the opt-out of sale and sharing, to know, to delete. */
@Module({
  imports: [RateLimitModule, ConsentsModule, OptOutByEmailModule],
  controllers: [PrivacyChoicesController],
  providers: [
    OptOutHandler,
    EraseOwnerHandler,
    GetPrivacyChoicesHandler,
    GetMyDataHandler,
    { provide: APP_INTERCEPTOR, useClass: GlobalPrivacyControlInterceptor },
  ],
})
export class DataRightsModule {}
