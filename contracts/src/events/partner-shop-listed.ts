import { z } from 'zod';
import { defineEvent } from './envelope';

/** What a shop can take on; recommendations match them to the owner's problem. */
export const SHOP_SERVICES = [
  'general',
  'diagnostics',
  'brakes',
  'tires',
  'electrical',
  'ac',
  'transmission',
  'ev',
  'body',
  'collision',
] as const;
export const shopServiceSchema = z.enum(SHOP_SERVICES);
export type ShopService = z.infer<typeof shopServiceSchema>;

/**
 * A shop was listed in (or its listing changed in) the shop directory. The latest listing of a
 * shop wins. `partner` says whether the shop works with us (shop search, recommendations,
 * managed repairs); a listing that is not a partner only shows in the nearest-shops search.
 * `demo` marks the fictional demo directory: such a shop is not a real business.
 */
export const partnerShopListedSchema = defineEvent(
  'PartnerShopListed',
  1,
  z.strictObject({
    shopId: z.string().regex(/^[a-z0-9-]{1,64}$/),
    name: z.string().min(1),
    /** One line as the owner reads it: street, city, state and ZIP. */
    address: z.string().min(1),
    zip: z.string().regex(/^\d{5}$/),
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    phone: z.string(),
    /** Opening hours as the shop words them, e.g. 'Mon-Fri 8 AM-6 PM'. */
    hours: z.string(),
    rating: z.number().min(0).max(5),
    reviewCount: z.int().nonnegative(),
    services: z.array(shopServiceSchema).min(1),
    partner: z.boolean(),
    demo: z.boolean(),
    /** The metro area the shop serves, e.g. 'Phoenix, AZ'. */
    metro: z.string().min(1),
    notes: z.string(),
  }),
);
export type PartnerShopListed = z.infer<typeof partnerShopListedSchema>;
