import type { SqlClient } from '@fairwrench/event-store';
import type { RankedShop } from './listed-shop';
import { searchWidening, type ShopSearch } from './shop-directory';

/**
 * Shops for a job (searches that carry its needs): the job's kind of shop, widening as the
 * searches say; only when none of that kind is within the widest search, any shop that can do
 * the work, so an owner far from a mechanic still sees the body shop down the road (ADR 058).
 */
export async function shopsForJob(
  sql: SqlClient,
  zipCode: string,
  searches: readonly ShopSearch[],
  enough: number,
): Promise<RankedShop[]> {
  const ofKind = await searchWidening(sql, zipCode, searches, enough);
  if (ofKind.length > 0) return ofKind;
  const anyKind = searches.map((search) => ({ ...search, otherKinds: true }));
  return searchWidening(sql, zipCode, anyKind, enough);
}
