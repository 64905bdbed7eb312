import { z } from 'zod';
import { LIMITS } from '../constants';
import { phoneNumber } from './common-fields';
import { US_ZIP_PATTERN, vehicleInfoMessages, zipInUse } from './vehicle-info';

/** Validation messages from section 5 of the product spec (managed repair form). */
export const managedRepairMessages = {
  smsOptIn:
    'You must agree to receive text message updates to proceed with managed repair service.',
  preferredDate: 'Please select a preferred repair date',
  preferredDateInPast: 'The preferred repair date cannot be in the past',
  zipTooShort: 'ZIP code must be at least 5 characters',
  zipTooLong: 'ZIP code is too long',
  zipInvalid: 'Please enter a valid ZIP code',
} as const;

const m = managedRepairMessages;

/** Length rules come from the form; the pattern keeps '12 34' out of a shop search. */
export const managedZipCode = z
  .string({ error: m.zipTooShort })
  .min(LIMITS.zipMin, m.zipTooShort)
  .max(LIMITS.managedZipMax, m.zipTooLong)
  .regex(US_ZIP_PATTERN, m.zipInvalid)
  .refine(zipInUse, vehicleInfoMessages.zipCodeUnknown);

/**
 * The calendar offers today, but "today" is midnight in the owner's zone and the server
 * cannot know that zone from a UTC string. Midnight of the owner's today is never more than
 * 24 hours before now in any zone, so that is the tolerance.
 */
export const PREFERRED_DATE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

export function isNotInPast(isoDate: string, now: Date = new Date()): boolean {
  return Date.parse(isoDate) >= now.getTime() - PREFERRED_DATE_TOLERANCE_MS;
}

/** An empty or unreadable date means the owner has not picked one yet. */
export const preferredDate = z.iso
  .datetime({ offset: true, error: m.preferredDate })
  .refine((value) => isNotInPast(value), m.preferredDateInPast);

/** PATCH /api/managed-repairs/{managedRepairId} */
export const managedRepairParamsSchema = z.strictObject({ managedRepairId: z.uuid() });
export type ManagedRepairParams = z.infer<typeof managedRepairParamsSchema>;

export const updateManagedRepairRequestSchema = z.strictObject({
  phoneNumber,
  smsOptIn: z.literal(true, { error: m.smsOptIn }),
  preferredDate,
  vehicleZipCode: managedZipCode,
});
export type UpdateManagedRepairRequest = z.infer<typeof updateManagedRepairRequestSchema>;
