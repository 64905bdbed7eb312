import { z } from 'zod';
import { defineEvent } from './envelope';

/**
 * The owner gave the details we need to book a shop. SMS consent is recorded as a fact with
 * its time, because texting someone needs proof of when they agreed, not just a flag.
 */
export const managedRepairScheduledSchema = defineEvent(
  'ManagedRepairScheduled',
  1,
  z.strictObject({
    managedRepairId: z.uuid(),
    /**
     * The owner, whose data key encrypts the phone number (ADR 024). Absent only from events
     * recorded before erasure was designed in.
     */
    userId: z.uuid().optional(),
    phoneNumber: z.string(),
    smsConsent: z.strictObject({
      given: z.literal(true),
      givenAt: z.iso.datetime({ offset: true }),
    }),
    preferredDate: z.iso.datetime({ offset: true }),
    vehicleZipCode: z.string(),
  }),
);
export type ManagedRepairScheduled = z.infer<typeof managedRepairScheduledSchema>;
