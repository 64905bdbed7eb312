import { useState } from 'react';
import { searchShops, type ShopSearchEndpoint } from '../../../api/shops';
import { toast } from '../../../components/toast/toast-store';
import {
  readShopSearchBody,
  SHOP_TEST_MESSAGES,
  type ShopSearchOutcome,
} from './shop-search-result';

export type ShopSearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly zipCode: string }
  | { readonly status: 'done'; readonly zipCode: string; readonly outcome: ShopSearchOutcome }
  | { readonly status: 'failed'; readonly zipCode: string; readonly message: string };

/**
 * One search at a time against one of the three shop endpoints. A failure is announced with
 * a destructive toast and kept in the state for the page to show inline as well.
 */
export function useShopSearch(endpoint: ShopSearchEndpoint) {
  const [state, setState] = useState<ShopSearchState>({ status: 'idle' });

  const search = async (zipCode: string) => {
    setState({ status: 'loading', zipCode });
    try {
      // Typed as the contract says, but read as unknown: showing a wrong shape is the point.
      const body: unknown = await searchShops(endpoint, zipCode);
      setState({ status: 'done', zipCode, outcome: readShopSearchBody(body) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setState({ status: 'failed', zipCode, message });
      toast({ title: SHOP_TEST_MESSAGES.failed, description: message, variant: 'destructive' });
    }
  };
  return { state, search };
}
