import { Query } from '@nestjs/cqrs';
import type { RankedShop } from '../directory/listed-shop';

export interface ShopRecommendation {
  /** The ZIP code the shops were measured from: the vehicle's, as the analysis recorded it. */
  readonly zipCode: string;
  readonly shops: readonly RankedShop[];
}

/** Answers undefined when the diagnostic does not exist or belongs to someone else. */
export class GetShopRecommendationsQuery extends Query<ShopRecommendation | undefined> {
  constructor(
    readonly diagnosticId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
