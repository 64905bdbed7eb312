import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { getPaymentsConfig } from '../../api/payments';

/**
 * The card provider's script, loaded only once the owner reaches the payment element. The
 * `pure` entry matters: the package's main entry injects the script as soon as it is imported.
 * Null when the server has no publishable key; rejects when the script cannot be loaded
 * (offline, blocked). The page shows the same 'not ready' message for both.
 */
export async function loadConfiguredStripe(signal: AbortSignal): Promise<Stripe | null> {
  const { publishableKey } = await getPaymentsConfig(signal);
  if (!publishableKey) return null;
  return loadStripe(publishableKey);
}
