import type { ShopsResponse } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { toShopView } from '../directory/listed-shop';
import { searchDirectory } from '../directory/shop-directory';
import { SHOP_SEARCHES, type ShopSearchName } from './shop-searches';

/** Shops near a ZIP code; no session needed: the directory is public. */
export async function searchShops(
  deps: { readonly sql: SqlClient },
  input: { readonly zipCode: string; readonly search: ShopSearchName },
): Promise<ShopsResponse> {
  const found = await searchDirectory(deps.sql, input.zipCode, SHOP_SEARCHES[input.search]);
  return { shops: found.map(toShopView) };
}
