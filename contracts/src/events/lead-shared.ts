import { z } from 'zod';
import { defineEvent } from './envelope';

/** How the owner's details reached the shop. */
export const LEAD_CHANNELS = ['email', 'phone', 'sms', 'partner-api'] as const;

/**
 * Why sharing was allowed: `consent` when the owner agreed to the terms' lead-sharing clause
 * (self-managed path); `contract` when the owner asked us to arrange the repair (managed).
 */
export const LEAD_LEGAL_BASES = ['consent', 'contract'] as const;

/**
 * The owner's details were passed to a shop. Sharing personal data must be provable later,
 * so the event names the legal basis and the event that recorded the owner's agreement.
 */
export const leadSharedSchema = defineEvent(
  'LeadShared',
  1,
  z.strictObject({
    leadId: z.uuid(),
    shopId: z.string().min(1),
    diagnosticId: z.uuid(),
    userId: z.uuid(),
    channel: z.enum(LEAD_CHANNELS),
    legalBasis: z.enum(LEAD_LEGAL_BASES),
    consentReference: z.strictObject({
      /** The terms version the owner accepted (see VehicleRegistered.termsConsent). */
      termsVersion: z.string().min(1),
      /** The event that recorded the agreement: VehicleRegistered or ManagedRepairScheduled. */
      recordedByEventId: z.uuid(),
    }),
  }),
);
export type LeadShared = z.infer<typeof leadSharedSchema>;
