import {
  ERASURE_CONFIRMATION,
  type ConsentPurpose,
  type ConsentWithdrawal,
  type ErasureReceipt,
  type MyData,
} from '@fairwrench/contracts';
import { ApiError, callApi } from '../lib/api-client';

/**
 * GET /api/me/data; null when the API answers 404, which it does for a browser without an
 * owner session: we hold nothing for it. The body is shown and downloaded as it came.
 */
export async function getMyData(signal?: AbortSignal): Promise<MyData | null> {
  try {
    return await callApi('getMyData', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** DELETE /api/me: erases the owner and ends the session, once they typed the confirmation. */
export function eraseMyData(): Promise<ErasureReceipt> {
  return callApi('eraseMyData', { body: { confirm: ERASURE_CONFIRMATION } });
}

/** POST /api/me/consents/:purpose/withdraw: no new lead rests on that consent (ADR 025). */
export function withdrawConsent(purpose: ConsentPurpose): Promise<ConsentWithdrawal> {
  return callApi('withdrawConsent', { params: { purpose } });
}
