import { Controller, Inject, Query } from '@nestjs/common';
import {
  API_ROUTES,
  shopSearchQuerySchema,
  type ShopSearchQuery,
  type ShopsResponse,
} from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import type { SqlClient } from '@fairwrench/event-store';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { searchShops } from './search-shops';
import type { ShopSearchName } from './shop-searches';

const validQuery = new ZodValidationPipe(shopSearchQuerySchema);

/**
 * The three shop searches; see shop-searches.ts for how they differ. A malformed ZIP code is
 * a 400 in the contract's words; a valid one with no shop in range is an empty list.
 */
@Controller()
export class SearchShopsController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  @Endpoint(API_ROUTES.searchShops)
  shops(@Query(validQuery) query: ShopSearchQuery): Promise<ShopsResponse> {
    return this.search(query, 'shops');
  }

  @Endpoint(API_ROUTES.searchRegionalShops)
  regional(@Query(validQuery) query: ShopSearchQuery): Promise<ShopsResponse> {
    return this.search(query, 'regional');
  }

  @Endpoint(API_ROUTES.searchPlacesShops)
  places(@Query(validQuery) query: ShopSearchQuery): Promise<ShopsResponse> {
    return this.search(query, 'places');
  }

  private search({ zipCode }: ShopSearchQuery, search: ShopSearchName): Promise<ShopsResponse> {
    return searchShops({ sql: this.sql }, { zipCode, search });
  }
}
