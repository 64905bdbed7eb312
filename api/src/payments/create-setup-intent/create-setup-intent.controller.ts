import {
  BadGatewayException,
  Body,
  Controller,
  Inject,
  Logger,
  ServiceUnavailableException,
  UseGuards,
} from '@nestjs/common';
import {
  API_ROUTES,
  PAYMENTS_NOT_CONFIGURED,
  paymentCustomerRequestSchema,
  type PaymentCustomerRequest,
  type PaymentCustomerResponse,
} from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { RateLimit, RateLimitGuard } from '../../shared/http/rate-limit.guard';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import { CARD_SETUP, type CardSetup } from '../card-setup';
import { createSetupIntent } from './create-setup-intent';

/** Each call creates a customer at the card provider, so a script must not loop on it. */
export const SETUP_INTENT_RATE_LIMIT = {
  name: 'create-setup-intent',
  limit: 10,
  windowMs: 60_000,
  key: 'ip',
} as const;

export const CARD_PROVIDER_FAILED =
  'The payment provider could not set up your payment method. Please try again.';

@Controller()
export class CreateSetupIntentController {
  private readonly logger = new Logger(CreateSetupIntentController.name);

  constructor(@Inject(CARD_SETUP) private readonly cards: CardSetup | null) {}

  /** 201 with the client secret; 503 without a configured key; 502 when the provider fails. */
  @Endpoint(API_ROUTES.createSetupIntent)
  @UseGuards(RateLimitGuard)
  @RateLimit(SETUP_INTENT_RATE_LIMIT)
  async create(
    @Body(new ZodValidationPipe(paymentCustomerRequestSchema)) body: PaymentCustomerRequest,
  ): Promise<PaymentCustomerResponse> {
    const result = await createSetupIntent({ cards: this.cards }, { customer: body });
    switch (result.outcome) {
      case 'created':
        return { clientSecret: result.clientSecret };
      case 'not-configured':
        throw new ServiceUnavailableException(PAYMENTS_NOT_CONFIGURED);
      case 'provider-failed':
        // The reason is the provider's error type and code: no names, e-mails or numbers.
        this.logger.warn(`Card provider failed: ${result.reason}`);
        throw new BadGatewayException(CARD_PROVIDER_FAILED);
    }
  }
}
