import { API_ROUTES, type PrivacyChoices } from '@fairwrench/contracts';
import { ApiError, callApi } from '../lib/api-client';

/**
 * GET /api/me/privacy-choices; null when the API answers 404, which it does for a browser
 * without an owner session: we hold no data for it.
 */
export async function getPrivacyChoices(signal?: AbortSignal): Promise<PrivacyChoices | null> {
  try {
    return await callApi(API_ROUTES.getPrivacyChoices, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/me/opt-out: idempotent, answers the choices as now recorded. */
export function optOutOfSaleAndSharing(): Promise<PrivacyChoices> {
  return callApi(API_ROUTES.optOutOfSaleAndSharing, {});
}
