import type {
  PaymentCustomerRequest,
  PaymentCustomerResponse,
  PaymentsConfigResponse,
} from '@fairwrench/contracts';
import { getJson, sendJson } from '../lib/api-client';

/** GET /api/payments/config: the publishable key, or null when payments are not set up. */
export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfigResponse> {
  return getJson('/api/payments/config', undefined, signal);
}

/** POST /api/create-setup-intent; an answer without a client secret counts as failure. */
export async function createSetupIntent(request: PaymentCustomerRequest): Promise<string> {
  const response = await sendJson<Partial<PaymentCustomerResponse>>(
    'POST',
    '/api/create-setup-intent',
    request,
  );
  if (!response?.clientSecret) throw new Error('No client secret in the response');
  return response.clientSecret;
}
