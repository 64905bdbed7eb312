import { API_ROUTES, type MyPrivacyChoices, type PrivacyChoices } from '@fairwrench/contracts';
import { callApi } from '../lib/api-client';

/** GET /api/me/privacy-choices: the owner's choice, or `session: 'none'` for this browser. */
export function getPrivacyChoices(signal?: AbortSignal): Promise<MyPrivacyChoices> {
  return callApi(API_ROUTES.getPrivacyChoices, { signal });
}

/** POST /api/me/opt-out: idempotent, answers the choices as now recorded. */
export function optOutOfSaleAndSharing(): Promise<PrivacyChoices> {
  return callApi(API_ROUTES.optOutOfSaleAndSharing, {});
}
