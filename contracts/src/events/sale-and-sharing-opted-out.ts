import { z } from 'zod';
import { OPT_OUT_SOURCES } from '../api/data-rights';
import { defineEvent } from './envelope';

/**
 * The owner opted out of the sale or sharing of their data (CCPA/CPRA): no lead is shared for
 * them from then on. Leads shared before stay shared (the privacy policy says so). The data
 * rights work records it from the owner's request or the browser's Global Privacy Control.
 */
export const saleAndSharingOptedOutSchema = defineEvent(
  'SaleAndSharingOptedOut',
  1,
  z.strictObject({
    userId: z.uuid(),
    source: z.enum(OPT_OUT_SOURCES),
  }),
);
export type SaleAndSharingOptedOut = z.infer<typeof saleAndSharingOptedOutSchema>;
