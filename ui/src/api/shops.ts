import { API_ROUTES, type ShopsResponse } from '@fairwrench/contracts';
import { callApi, callApiRaw } from '../lib/api-client';

/** GET /api/shop-recommendations/{diagnosticId}: shops fitted to the analysis. */
export function getShopRecommendations(
  diagnosticId: string,
  signal?: AbortSignal,
): Promise<ShopsResponse> {
  return callApi(API_ROUTES.getShopRecommendations, { params: { diagnosticId }, signal });
}

export type ShopSearchEndpoint = 'shops' | 'regional-shops' | 'places-shops';

const SEARCHES = {
  shops: API_ROUTES.searchShops,
  'regional-shops': API_ROUTES.searchRegionalShops,
  'places-shops': API_ROUTES.searchPlacesShops,
} as const;

/**
 * GET /api/{shops|regional-shops|places-shops}?zipCode&_t, for the test pages only. The body
 * is answered unparsed: those pages exist to show what the API said, a wrong shape included.
 */
export function searchShops(endpoint: ShopSearchEndpoint, zipCode: string): Promise<unknown> {
  return callApiRaw(SEARCHES[endpoint], { query: { zipCode, _t: String(Date.now()) } });
}
