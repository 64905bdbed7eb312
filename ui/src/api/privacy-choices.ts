import type { MyPrivacyChoices, PrivacyChoices } from '@fairwrench/contracts';
import { callApi } from '../lib/api-client';

/**
 * The privacy-choices page is pre-rendered and public: its calls are checked against their
 * contracts in the API worker, off the main thread of a page that must answer taps at once.
 */

/** GET /api/me/privacy-choices: the owner's choice, or `session: 'none'` for this browser. */
export function getPrivacyChoices(signal?: AbortSignal): Promise<MyPrivacyChoices> {
  return callApi('getPrivacyChoices', { signal });
}

/** POST /api/me/opt-out: idempotent, answers the choices as now recorded. */
export function optOutOfSaleAndSharing(): Promise<PrivacyChoices> {
  return callApi('optOutOfSaleAndSharing');
}
