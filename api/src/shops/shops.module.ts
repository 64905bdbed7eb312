import { Module } from '@nestjs/common';
import { GetShopRecommendationsController } from './get-shop-recommendations/get-shop-recommendations.controller';
import { SearchShopsController } from './search-shops/search-shops.controller';

/**
 * The shop directory (the shops read model, seeded from the demo directory) and what reads
 * it: the three shop searches and the recommendations for an analysis.
 */
@Module({
  controllers: [SearchShopsController, GetShopRecommendationsController],
})
export class ShopsModule {}
