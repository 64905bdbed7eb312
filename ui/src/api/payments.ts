import { type PaymentCustomerRequest, type PaymentsConfigResponse } from '@fairwrench/contracts';
import { ApiContractError, callApi } from '../lib/api-client';

/** GET /api/payments/config: the publishable key, or null when payments are not set up. */
export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfigResponse> {
  return callApi('getPaymentsConfig', { signal });
}

/** POST /api/create-setup-intent; an answer without a client secret counts as failure. */
export async function createSetupIntent(request: PaymentCustomerRequest): Promise<string> {
  try {
    const { clientSecret } = await callApi('createSetupIntent', { body: request });
    return clientSecret;
  } catch (error) {
    if (error instanceof ApiContractError) throw new Error('No client secret in the response');
    throw error;
  }
}
