import { Module } from '@nestjs/common';
import { GetShopRecommendationsController } from './get-shop-recommendations/get-shop-recommendations.controller';
import { RequestShopContactController } from './request-shop-contact/request-shop-contact.controller';
import { SearchShopsController } from './search-shops/search-shops.controller';

/**
 * The shop directory (the shops read model, seeded from the demo directory) and what reads
 * it: the three shop searches, the recommendations for an analysis, and the owner's request
 * to one of them (ADR 059).
 */
@Module({
  controllers: [
    SearchShopsController,
    GetShopRecommendationsController,
    RequestShopContactController,
  ],
})
export class ShopsModule {}
