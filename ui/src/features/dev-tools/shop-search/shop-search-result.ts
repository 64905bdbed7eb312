import { type Shop, shopSchema, shopSearchMessages } from '@fairwrench/contracts';

/** Section 8 wording for the shop test pages. */
export const SHOP_TEST_MESSAGES = {
  zipRequired: shopSearchMessages.zipRequired,
  failed: 'Failed to fetch shops',
  missing: 'No shops found in the response',
  empty: 'No shops found. Try a different ZIP code.',
} as const;

/**
 * What a shop search answered, read defensively: these pages exist to look at the raw API, so
 * a body without a shops array, or with entries that are not shops, is shown as such rather
 * than breaking the page.
 */
export type ShopSearchOutcome =
  | { readonly kind: 'missing' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'shops'; readonly shops: readonly Shop[]; readonly invalid: number };

const hasShopsArray = (body: unknown): body is { shops: unknown[] } =>
  typeof body === 'object' && body !== null && Array.isArray((body as { shops?: unknown }).shops);

export function readShopSearchBody(body: unknown): ShopSearchOutcome {
  if (!hasShopsArray(body)) return { kind: 'missing' };
  // For places-shops the spec says so explicitly; the other two searches read it the same way.
  if (body.shops.length === 0) return { kind: 'empty' };
  const shops: Shop[] = [];
  for (const entry of body.shops) {
    const parsed = shopSchema.safeParse(entry);
    if (parsed.success) shops.push(parsed.data);
  }
  return { kind: 'shops', shops, invalid: body.shops.length - shops.length };
}

/** The line under the list when some entries could not be shown. */
export function invalidEntriesNote(invalid: number): string | null {
  if (invalid === 0) return null;
  const entries = invalid === 1 ? '1 entry' : `${invalid} entries`;
  return `${entries} in the response did not look like a shop and ${invalid === 1 ? 'is' : 'are'} not shown.`;
}
