import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  shopSearchQuerySchema,
  type ShopSearchQuery,
  type ShopsResponse,
} from '@fairwrench/contracts';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import { SearchShopsQuery } from './search-shops.query';
import type { ShopSearchName } from './shop-searches';

const validQuery = new ZodValidationPipe(shopSearchQuerySchema);

/**
 * The three shop searches; see shop-searches.ts for how they differ. A malformed ZIP code is
 * a 400 in the contract's words; a valid one with no shop in range is an empty list.
 */
@Controller('api')
export class SearchShopsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('shops')
  shops(@Query(validQuery) query: ShopSearchQuery): Promise<ShopsResponse> {
    return this.search(query, 'shops');
  }

  @Get('regional-shops')
  regional(@Query(validQuery) query: ShopSearchQuery): Promise<ShopsResponse> {
    return this.search(query, 'regional');
  }

  @Get('places-shops')
  places(@Query(validQuery) query: ShopSearchQuery): Promise<ShopsResponse> {
    return this.search(query, 'places');
  }

  private search({ zipCode }: ShopSearchQuery, search: ShopSearchName): Promise<ShopsResponse> {
    return this.queries.execute(new SearchShopsQuery(zipCode, search));
  }
}
