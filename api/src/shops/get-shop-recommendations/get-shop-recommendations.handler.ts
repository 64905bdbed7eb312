import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@fairwrench/event-store';
import { findDiagnosticFacts } from '@fairwrench/projections/diagnostics/diagnostics.query';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { searchWidening, type ShopSearch } from '../directory/shop-directory';
import { needsOf } from '../directory/shop-needs';
import {
  GetShopRecommendationsQuery,
  type ShopRecommendation,
} from './get-shop-recommendations.query';

/**
 * A short list: partner shops within 25 miles, widened to 60 when fewer than 3 are that close;
 * shops that cannot do the work left out and those with the skill first (shop-needs.ts).
 */
const RECOMMENDATION_SEARCHES: readonly ShopSearch[] = [
  { radiusMiles: 25, order: 'best-match', limit: 5, partnersOnly: true },
  { radiusMiles: 60, order: 'best-match', limit: 5, partnersOnly: true },
];
const ENOUGH_NEARBY = 3;

@QueryHandler(GetShopRecommendationsQuery)
export class GetShopRecommendationsHandler implements IQueryHandler<GetShopRecommendationsQuery> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({
    diagnosticId,
    ownerId,
  }: GetShopRecommendationsQuery): Promise<ShopRecommendation | undefined> {
    const facts = await findDiagnosticFacts(this.sql, diagnosticId, ownerId);
    if (!facts) return undefined;
    const needs = needsOf(facts);
    const searches = RECOMMENDATION_SEARCHES.map((search) => ({ ...search, needs }));
    const shops = await searchWidening(this.sql, facts.zipCode, searches, ENOUGH_NEARBY);
    return { zipCode: facts.zipCode, shops };
  }
}
