import { z } from 'zod';
import { US_ZIP_PATTERN } from './vehicle-info';

export const shopSearchMessages = {
  zipRequired: 'Please enter a ZIP code',
  zipInvalid: 'Please enter a valid ZIP code, for example 85253',
  noShops: 'No shops found in your area. Please try searching with a different ZIP code.',
} as const;

/** One repair shop as the owner sees it in a list. */
export const shopSchema = z.strictObject({
  /** Only shops from our own directory have an id; map-search results do not. */
  id: z.string().min(1).optional(),
  name: z.string().min(1),
  address: z.string().min(1),
  distanceInMiles: z.number().nonnegative(),
  rating: z.number().min(0).max(5),
  reviewCount: z.int().nonnegative(),
  phone: z.string(),
  /** Opening hours as the shop words them, e.g. 'Mon-Fri 8 AM-6 PM'. */
  hours: z.string(),
});
export type Shop = z.infer<typeof shopSchema>;

/** The body of every shop list: the three shop searches and the recommendations call. */
/** The city of a shop's one-line address ("street, city, state ZIP"), for naming it. */
export function shopCity(address: string): string {
  const parts = address.split(',').map((part) => part.trim());
  return parts.length >= 3 ? parts.at(-2)! : '';
}

/** A shop as the owner is told who has their details: its name and city. */
export const namedShopSchema = z.strictObject({ name: z.string(), city: z.string() });
export type NamedShop = z.infer<typeof namedShopSchema>;

export const shopsResponseSchema = z.strictObject({
  shops: z.array(shopSchema),
});
export type ShopsResponse = z.infer<typeof shopsResponseSchema>;

/**
 * GET /api/shops, /api/regional-shops and /api/places-shops query. `_t` is a timestamp the
 * client adds so no cache answers; it carries no meaning, but it is a number when present.
 */
export const shopSearchQuerySchema = z.strictObject({
  zipCode: z
    .string({ error: shopSearchMessages.zipRequired })
    .min(1, shopSearchMessages.zipRequired)
    .regex(US_ZIP_PATTERN, shopSearchMessages.zipInvalid),
  _t: z
    .string()
    .regex(/^\d+$/, 'The _t cache-buster must be a timestamp in milliseconds')
    .optional(),
});
export type ShopSearchQuery = z.infer<typeof shopSearchQuerySchema>;

/** GET /api/shop-recommendations/{diagnosticId} */
export const shopRecommendationsParamsSchema = z.strictObject({ diagnosticId: z.uuid() });
export type ShopRecommendationsParams = z.infer<typeof shopRecommendationsParamsSchema>;
