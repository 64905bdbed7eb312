import { z } from 'zod';
import { defineEvent } from './envelope';

/**
 * The broker acknowledged a lead on its partner's topic (acks=all). A lead published twice
 * (a retry after a crash) may have two of these; both name the same `LeadShared` event id,
 * which is also the message's de-duplication header.
 */
export const leadDeliveredSchema = defineEvent(
  'LeadDelivered',
  1,
  z.strictObject({
    leadId: z.uuid(),
    shopId: z.string().min(1),
    /** The LeadShared event published. */
    leadEventId: z.uuid(),
    topic: z.string().min(1),
    partition: z.int().nonnegative(),
    offset: z.string().regex(/^\d+$/),
    publishedAt: z.iso.datetime({ offset: true }),
  }),
);
export type LeadDelivered = z.infer<typeof leadDeliveredSchema>;

/** Why a lead could not be published at all; a broker outage is not one (it is retried). */
export const LEAD_DELIVERY_FAILURES = [
  'unknown-partner',
  'message-too-large',
  'rejected',
  /** The owner opted out of sale and sharing after the lead was decided, before it went out. */
  'opted-out',
  /** The owner was erased after the lead was decided, before it went out. */
  'owner-erased',
  /** The owner withdrew a consent the lead cites after it was decided, before it went out. */
  'consent-withdrawn',
] as const;

/**
 * A lead that can never be published as it is: it is parked (visible, replayable after a fix)
 * rather than retried forever, and the trail shows why.
 */
export const leadDeliveryFailedSchema = defineEvent(
  'LeadDeliveryFailed',
  1,
  z.strictObject({
    leadId: z.uuid(),
    shopId: z.string().min(1),
    leadEventId: z.uuid(),
    failure: z.enum(LEAD_DELIVERY_FAILURES),
    detail: z.string(),
    failedAt: z.iso.datetime({ offset: true }),
  }),
);
export type LeadDeliveryFailed = z.infer<typeof leadDeliveryFailedSchema>;
