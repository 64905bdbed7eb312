import type { ShopsResponse } from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { findDiagnosticFacts } from '@fairwrench/projections/diagnostics/diagnostics.query';
import {
  handleCommand,
  recordShopsRecommendedDecider,
  requestContext,
  shopRecommendationsStreamId,
} from '@fairwrench/domain';
import type { Clock } from '../../shared/domain/tokens';
import { toShopView } from '../directory/listed-shop';
import type { ShopSearch } from '../directory/shop-directory';
import { shopsForJob } from '../directory/shops-for-job';
import { needsOf } from '../directory/shop-needs';

/**
 * A short list: partner shops within 25 miles, widened to 60 when fewer than 3 are that close;
 * shops that cannot do the work left out, shops of another kind only when none of the job's
 * kind is near (shops-for-job.ts), and those with the skill first (shop-needs.ts).
 */
const RECOMMENDATION_SEARCHES: readonly ShopSearch[] = [
  { radiusMiles: 25, order: 'best-match', limit: 5, partnersOnly: true },
  { radiusMiles: 60, order: 'best-match', limit: 5, partnersOnly: true },
];
const ENOUGH_NEARBY = 3;

/**
 * Shops for the owner's own analysis, measured from the vehicle's ZIP code as the analysis
 * recorded it; undefined when the diagnostic does not exist or belongs to someone else. The
 * shops shown are recorded (ShopsRecommended, one stream per analysis, no read model waits)
 * so a later lead to a shop can point to them.
 */
export async function getShopRecommendations(
  deps: { readonly sql: SqlClient; readonly store: EventStore; readonly clock: Clock },
  input: {
    readonly diagnosticId: string;
    readonly ownerId: string;
    readonly correlationId: string;
  },
): Promise<ShopsResponse | undefined> {
  const { diagnosticId, ownerId } = input;
  const facts = await findDiagnosticFacts(deps.sql, diagnosticId, ownerId);
  if (!facts) return undefined;
  const needs = needsOf(facts);
  const searches = RECOMMENDATION_SEARCHES.map((search) => ({ ...search, needs }));
  const shops = await shopsForJob(deps.sql, facts.zipCode, searches, ENOUGH_NEARBY);
  await handleCommand(
    deps.store,
    shopRecommendationsStreamId(diagnosticId),
    recordShopsRecommendedDecider,
    {
      type: 'RecordShopsRecommended',
      diagnosticId,
      userId: ownerId,
      zipCode: facts.zipCode,
      shopIds: shops.map((shop) => shop.id),
    },
    { context: requestContext(input.correlationId, deps.clock()) },
  );
  return { shops: shops.map(toShopView) };
}
