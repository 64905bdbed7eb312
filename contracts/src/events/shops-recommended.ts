import { z } from 'zod';
import { defineEvent } from './envelope';

/**
 * Shops were shown to the owner for an analysis. Only ids are kept: a shop's name and
 * rating change, and the shop directory is their source.
 */
export const shopsRecommendedSchema = defineEvent(
  'ShopsRecommended',
  1,
  z.strictObject({
    diagnosticId: z.uuid(),
    userId: z.uuid(),
    zipCode: z.string(),
    shopIds: z.array(z.string().min(1)),
  }),
);
export type ShopsRecommended = z.infer<typeof shopsRecommendedSchema>;
