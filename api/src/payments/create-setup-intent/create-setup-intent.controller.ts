import { Body, Controller, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API_ROUTES,
  paymentCustomerRequestSchema,
  type PaymentCustomerRequest,
  type PaymentCustomerResponse,
} from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { RateLimit, RateLimitGuard } from '../../shared/http/rate-limit.guard';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import { CreateSetupIntentCommand } from './create-setup-intent.command';

/** Each call creates a customer at the card provider, so a script must not loop on it. */
export const SETUP_INTENT_RATE_LIMIT = {
  name: 'create-setup-intent',
  limit: 10,
  windowMs: 60_000,
  key: 'ip',
} as const;

@Controller()
export class CreateSetupIntentController {
  constructor(private readonly commands: CommandBus) {}

  /** 201 with the client secret; 503 without a configured key; 502 when the provider fails. */
  @Endpoint(API_ROUTES.createSetupIntent)
  @UseGuards(RateLimitGuard)
  @RateLimit(SETUP_INTENT_RATE_LIMIT)
  create(
    @Body(new ZodValidationPipe(paymentCustomerRequestSchema)) body: PaymentCustomerRequest,
  ): Promise<PaymentCustomerResponse> {
    return this.commands.execute(new CreateSetupIntentCommand(body));
  }
}
