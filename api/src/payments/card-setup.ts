import type { PaymentCustomerRequest } from '@fairwrench/contracts';

/**
 * The card provider, narrowed to what the product does with it: save a customer's card for
 * later, approved charges. Null when no secret key is configured.
 */
export interface CardSetup {
  /** Creates the customer and an off-session setup; answers the setup's client secret. */
  createSetupIntent(customer: PaymentCustomerRequest): Promise<string>;
}

export const CARD_SETUP = Symbol('CardSetup');

/** The provider answered, but not with what we need, or did not answer at all. */
export class CardProviderError extends Error {
  override readonly name = 'CardProviderError';
  constructor(
    message: string,
    /** The provider's error type and code, safe to log: no names, e-mails or numbers. */
    readonly reason: string,
  ) {
    super(message);
  }
}
