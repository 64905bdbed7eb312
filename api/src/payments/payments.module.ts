import { Module } from '@nestjs/common';
import { RateLimitModule } from '../shared/http/rate-limit.module';
import { CARD_SETUP } from './card-setup';
import { CreateSetupIntentController } from './create-setup-intent/create-setup-intent.controller';
import { GetPaymentsConfigController } from './get-payments-config/get-payments-config.controller';
import { PAYMENTS_CONFIG, type PaymentsConfig } from './payments-config';
import { stripeCardSetup } from './stripe-card-setup';

/** Saving a card for later, approved charges (the payment-info page). */
@Module({
  imports: [RateLimitModule],
  controllers: [CreateSetupIntentController, GetPaymentsConfigController],
  providers: [
    {
      provide: CARD_SETUP,
      useFactory: (config: PaymentsConfig) => stripeCardSetup(config),
      inject: [PAYMENTS_CONFIG],
    },
  ],
})
export class PaymentsModule {}
