import type { PaymentCustomerRequest } from '@fairwrench/contracts';
import Stripe from 'stripe';
import { CardProviderError, type CardSetup } from './card-setup';
import type { PaymentsConfig } from './payments-config';

/** The owner is waiting on the page: fail in seconds, not after the SDK's 80 s default. */
const TIMEOUT_MS = 10_000;

function connection(apiBase: URL | undefined) {
  if (!apiBase) return {};
  const protocol = apiBase.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: apiBase.hostname,
    port: apiBase.port || (protocol === 'http' ? 80 : 443),
  } as const;
}

/**
 * Stripe through its SDK. The customer carries the name, e-mail and phone so the team can
 * match a saved card to an owner; the SetupIntent is for off-session use because charges
 * happen later, after the owner approved the repair, without them on the page.
 */
export class StripeCardSetup implements CardSetup {
  private readonly stripe: Stripe;

  constructor(secretKey: string, apiBase: URL | undefined) {
    this.stripe = new Stripe(secretKey, {
      ...connection(apiBase),
      timeout: TIMEOUT_MS,
      maxNetworkRetries: 1,
      telemetry: false,
    });
  }

  async createSetupIntent({ name, email, phone }: PaymentCustomerRequest): Promise<string> {
    try {
      const customer = await this.stripe.customers.create({ name, email, phone });
      const intent = await this.stripe.setupIntents.create({
        customer: customer.id,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true },
      });
      if (!intent.client_secret)
        throw new CardProviderError('No client secret in the setup intent', 'no_client_secret');
      return intent.client_secret;
    } catch (error) {
      if (error instanceof CardProviderError) throw error;
      throw new CardProviderError('The card provider refused or failed', reasonOf(error));
    }
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError)
    return [error.type, error.code, error.statusCode].filter(Boolean).join('/');
  return error instanceof Error ? error.name : 'unknown';
}

export function stripeCardSetup(config: PaymentsConfig): CardSetup | null {
  return config.secretKey ? new StripeCardSetup(config.secretKey, config.apiBase) : null;
}
