import type { ShopRequestResponse, ShopsResponse } from '@fairwrench/contracts';
import { callApi } from '../lib/api-client';

/** GET /api/shop-recommendations/{diagnosticId}: shops fitted to the analysis. */
export function getShopRecommendations(
  diagnosticId: string,
  signal?: AbortSignal,
): Promise<ShopsResponse> {
  return callApi('getShopRecommendations', { params: { diagnosticId }, signal });
}

export type ShopSearchEndpoint = 'shops' | 'regional-shops' | 'places-shops';

const SEARCHES = {
  shops: 'searchShops',
  'regional-shops': 'searchRegionalShops',
  'places-shops': 'searchPlacesShops',
} as const;

/**
 * GET /api/{shops|regional-shops|places-shops}?zipCode&_t, for the test pages only. The body
 * is answered unchecked: those pages exist to show what the API said, a wrong shape included.
 */
export function searchShops(endpoint: ShopSearchEndpoint, zipCode: string): Promise<unknown> {
  return callApi(SEARCHES[endpoint], {
    query: { zipCode, _t: String(Date.now()) },
    unchecked: true,
  });
}

/**
 * POST /api/shop-requests: the owner asks one shop from their list to contact them, and only
 * that shop gets their details (ADR 059).
 */
export function sendShopRequest(
  diagnosticId: string,
  shopId: string,
): Promise<ShopRequestResponse> {
  return callApi('requestShopContact', { body: { diagnosticId, shopId } });
}
