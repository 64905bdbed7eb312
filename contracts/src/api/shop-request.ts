import { z } from 'zod';
import { isoDateTime } from './common-fields';
import { LEAD_OWNER_FIELDS } from '../events/lead-shared';

/**
 * POST /api/shop-requests: the owner asks one shop from their list to contact them (ADR 059).
 * Only then does that shop receive the owner's details: name, e-mail and ZIP code, the
 * vehicle and the analysis. Viewing the list shares nothing.
 */
export const shopRequestBodySchema = z.strictObject({
  diagnosticId: z.uuid({ error: 'diagnosticId must be a UUID' }),
  shopId: z
    .string({ error: 'shopId is required' })
    .regex(/^[a-z0-9-]{1,64}$/, { error: 'shopId is not a shop from your list' }),
});
export type ShopRequestBody = z.infer<typeof shopRequestBodySchema>;

/** What the owner sent and to whom; a repeat answers with the first request's lead. */
export const shopRequestResponseSchema = z.strictObject({
  leadId: z.uuid(),
  shopId: z.string(),
  shopName: z.string(),
  fieldsShared: z.array(z.enum(LEAD_OWNER_FIELDS)),
  requestedAt: isoDateTime,
});
export type ShopRequestResponse = z.infer<typeof shopRequestResponseSchema>;

/** The fields a request sends, in the words the page uses before the owner presses the button. */
export const SHOP_REQUEST_SHARES = [
  'your name',
  'your e-mail address',
  'your ZIP code',
  'your vehicle (year, make, model, mileage)',
  'this analysis (its leading findings and cost ranges)',
] as const;
