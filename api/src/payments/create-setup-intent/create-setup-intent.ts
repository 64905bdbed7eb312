import type { PaymentCustomerRequest } from '@fairwrench/contracts';
import { CardProviderError, type CardSetup } from '../card-setup';

/** The client secret, or why there is none: the controller picks the status. */
export type SetupIntentOutcome =
  | { readonly outcome: 'created'; readonly clientSecret: string }
  | { readonly outcome: 'not-configured' }
  | { readonly outcome: 'provider-failed'; readonly reason: string };

/**
 * Saves a card for later, approved charges. No event is recorded: the card provider holds the
 * customer and the card, and nothing in the product reads them yet. The customer's details
 * are passed through, never logged.
 */
export async function createSetupIntent(
  deps: { readonly cards: CardSetup | null },
  input: { readonly customer: PaymentCustomerRequest },
): Promise<SetupIntentOutcome> {
  if (!deps.cards) return { outcome: 'not-configured' };
  try {
    return { outcome: 'created', clientSecret: await deps.cards.createSetupIntent(input.customer) };
  } catch (error) {
    if (!(error instanceof CardProviderError)) throw error;
    return { outcome: 'provider-failed', reason: error.reason };
  }
}
