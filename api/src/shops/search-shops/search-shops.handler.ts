import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ShopsResponse } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { toShopView } from '../directory/listed-shop';
import { searchDirectory } from '../directory/shop-directory';
import { SearchShopsQuery } from './search-shops.query';
import { SHOP_SEARCHES } from './shop-searches';

@QueryHandler(SearchShopsQuery)
export class SearchShopsHandler implements IQueryHandler<SearchShopsQuery> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ zipCode, search }: SearchShopsQuery): Promise<ShopsResponse> {
    const found = await searchDirectory(this.sql, zipCode, SHOP_SEARCHES[search]);
    return { shops: found.map(toShopView) };
  }
}
