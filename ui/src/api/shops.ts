import type { ShopsResponse } from '@fairwrench/contracts';
import { getJson } from '../lib/api-client';

/** GET /api/shop-recommendations/{diagnosticId}: shops fitted to the analysis. */
export function getShopRecommendations(
  diagnosticId: string,
  signal?: AbortSignal,
): Promise<ShopsResponse> {
  return getJson(
    `/api/shop-recommendations/${encodeURIComponent(diagnosticId)}`,
    undefined,
    signal,
  );
}

export type ShopSearchEndpoint = 'shops' | 'regional-shops' | 'places-shops';

/** GET /api/{shops|regional-shops|places-shops}?zipCode&_t (the test pages). */
export function searchShops(endpoint: ShopSearchEndpoint, zipCode: string): Promise<ShopsResponse> {
  return getJson(`/api/${endpoint}`, { zipCode, _t: Date.now() });
}
