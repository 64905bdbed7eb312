/**
 * Stripe settings. Without a secret key the setup-intent call answers 503; `apiBase` points
 * the SDK at another host (tests use a local stand-in of Stripe's HTTP API).
 */
export interface PaymentsConfig {
  readonly secretKey: string | undefined;
  readonly publishableKey: string | undefined;
  readonly apiBase: URL | undefined;
}

export const PAYMENTS_CONFIG = Symbol('PaymentsConfig');
