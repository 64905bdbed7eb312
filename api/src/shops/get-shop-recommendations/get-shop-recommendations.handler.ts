import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { READ_MODELS } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { searchWidening, type ShopSearch } from '../directory/shop-directory';
import { needsOf } from '../directory/shop-needs';
import {
  GetShopRecommendationsQuery,
  type ShopRecommendation,
} from './get-shop-recommendations.query';

/** The rm_diagnostics columns this reads (written by the diagnostics projection). */
interface DiagnosticRow {
  issue_type: string;
  result_type: string;
  results: unknown;
  zip_code: string;
  powertrain: string | null;
}

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
    const [row] = await this.sql.query<DiagnosticRow>(
      // Only causes and parts can point to a specialist; other results are not fetched at all.
      `select issue_type, result_type, zip_code, powertrain,
              case when result_type in ('diagnostic', 'parts') then results end as results
       from ${READ_MODELS.diagnostics.table} where diagnostic_id = $1 and user_id = $2`,
      [diagnosticId, ownerId],
    );
    if (!row) return undefined;
    const needs = needsOf({
      issueType: row.issue_type,
      resultType: row.result_type,
      results: row.results,
      powertrain: row.powertrain,
    });
    const searches = RECOMMENDATION_SEARCHES.map((search) => ({ ...search, needs }));
    const shops = await searchWidening(this.sql, row.zip_code, searches, ENOUGH_NEARBY);
    return { zipCode: row.zip_code, shops };
  }
}
