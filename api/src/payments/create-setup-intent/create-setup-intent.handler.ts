import { BadGatewayException, Inject, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PAYMENTS_NOT_CONFIGURED, type PaymentCustomerResponse } from '@fairwrench/contracts';
import { CARD_SETUP, CardProviderError, type CardSetup } from '../card-setup';
import { CreateSetupIntentCommand } from './create-setup-intent.command';

export const CARD_PROVIDER_FAILED =
  'The payment provider could not set up your payment method. Please try again.';

/**
 * No event is recorded: the card provider holds the customer and the card, and nothing in
 * the product reads them yet. The customer's details are passed through, never logged.
 */
@CommandHandler(CreateSetupIntentCommand)
export class CreateSetupIntentHandler implements ICommandHandler<CreateSetupIntentCommand> {
  private readonly logger = new Logger(CreateSetupIntentHandler.name);

  constructor(@Inject(CARD_SETUP) private readonly cards: CardSetup | null) {}

  async execute({ customer }: CreateSetupIntentCommand): Promise<PaymentCustomerResponse> {
    if (!this.cards) throw new ServiceUnavailableException(PAYMENTS_NOT_CONFIGURED);
    try {
      return { clientSecret: await this.cards.createSetupIntent(customer) };
    } catch (error) {
      if (!(error instanceof CardProviderError)) throw error;
      this.logger.warn(`Card provider failed: ${error.reason}`);
      throw new BadGatewayException(CARD_PROVIDER_FAILED);
    }
  }
}
