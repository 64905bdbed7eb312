import { Controller, Get, Inject } from '@nestjs/common';
import type { PaymentsConfigResponse } from '@fairwrench/contracts';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../payments-config';

@Controller('api/payments/config')
export class GetPaymentsConfigController {
  constructor(@Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig) {}

  /**
   * The publishable key is public by design (it goes into the browser's Stripe.js); the
   * secret key never leaves the server. No query bus: this reads configuration, not data.
   */
  @Get()
  get(): PaymentsConfigResponse {
    return { publishableKey: this.config.publishableKey ?? null };
  }
}
