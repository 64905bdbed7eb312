import { Controller, Inject } from '@nestjs/common';
import { API_ROUTES, type PaymentsConfigResponse } from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../payments-config';

@Controller()
export class GetPaymentsConfigController {
  constructor(@Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig) {}

  /**
   * The publishable key is public by design (it goes into the browser's Stripe.js); the
   * secret key never leaves the server. No query bus: this reads configuration, not data.
   */
  @Endpoint(API_ROUTES.getPaymentsConfig)
  get(): PaymentsConfigResponse {
    return { publishableKey: this.config.publishableKey ?? null };
  }
}
