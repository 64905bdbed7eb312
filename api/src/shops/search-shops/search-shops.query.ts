import { Query } from '@nestjs/cqrs';
import type { ShopsResponse } from '@fairwrench/contracts';
import type { ShopSearchName } from './shop-searches';

/** Shops near a ZIP code; no session needed: the directory is public. */
export class SearchShopsQuery extends Query<ShopsResponse> {
  constructor(
    readonly zipCode: string,
    readonly search: ShopSearchName,
  ) {
    super();
  }
}
