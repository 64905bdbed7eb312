import {
  API_ROUTES,
  ERASURE_CONFIRMATION,
  type ApiRoute,
  type ConsentPurpose,
  type ConsentWithdrawal,
  type ErasureReceipt,
  type MyData,
} from '@fairwrench/contracts';
import { ApiError, callApi, callApiRaw } from '../lib/api-client';

/**
 * `API_ROUTES.getMyData` without its response schema, which my-data.unit.spec.ts holds to
 * the contract. Naming the contract's descriptor would bring myDataSchema, and with it the
 * vehicle view schema and zod's tuple code, into the landing page's chunk (their modules
 * live there): 1.1 KB gzip of a budget that has 1.4 left.
 */
export const getMyDataRoute = {
  method: 'GET',
  path: '/api/me/data',
  summary: 'Everything held about the session owner, and every lead shared with a shop',
  status: 200,
  errors: [404],
} as const satisfies ApiRoute;

/**
 * GET /api/me/data; null when the API answers 404, which it does for a browser without an
 * owner session: we hold nothing for it. The body is shown and downloaded as it came.
 */
export async function getMyData(signal?: AbortSignal): Promise<MyData | null> {
  try {
    return (await callApiRaw(getMyDataRoute, { signal })) as MyData;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** DELETE /api/me: erases the owner and ends the session, once they typed the confirmation. */
export function eraseMyData(): Promise<ErasureReceipt> {
  return callApi(API_ROUTES.eraseMyData, { body: { confirm: ERASURE_CONFIRMATION } });
}

/** POST /api/me/consents/:purpose/withdraw: no new lead rests on that consent (ADR 025). */
export function withdrawConsent(purpose: ConsentPurpose): Promise<ConsentWithdrawal> {
  return callApi(API_ROUTES.withdrawConsent, { params: { purpose } });
}
