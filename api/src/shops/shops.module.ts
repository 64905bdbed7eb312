import { Module } from '@nestjs/common';
import { GetShopRecommendationsController } from './get-shop-recommendations/get-shop-recommendations.controller';
import { GetShopRecommendationsHandler } from './get-shop-recommendations/get-shop-recommendations.handler';
import { RecordShopsRecommendedHandler } from './record-shops-recommended/record-shops-recommended.handler';
import { SearchShopsController } from './search-shops/search-shops.controller';
import { SearchShopsHandler } from './search-shops/search-shops.handler';

/**
 * The shop directory (the shops read model, seeded from the demo directory) and what reads
 * it: the three shop searches and the recommendations for an analysis.
 */
@Module({
  controllers: [SearchShopsController, GetShopRecommendationsController],
  providers: [SearchShopsHandler, GetShopRecommendationsHandler, RecordShopsRecommendedHandler],
})
export class ShopsModule {}
