import { z } from 'zod';
import { LIMITS } from '../constants';
import { phoneNumber } from './common-fields';
import { calendarDayIn, LATEST_US_TIME_ZONE, timeZoneOfZip } from './us-time-zones';
import { US_ZIP_PATTERN, vehicleInfoMessages, zipInUse } from './vehicle-info';

/** Validation messages from section 5 of the product spec (managed repair form). */
export const managedRepairMessages = {
  smsOptIn:
    'You must agree to receive text message updates to proceed with managed repair service.',
  preferredDate: 'Please select a preferred repair date',
  preferredDateInPast: 'The preferred repair date cannot be in the past',
  /** Ours: the spec has no message for a value that is not a date at all. */
  preferredDateInvalid: 'The preferred repair date is not a valid date',
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
 * "Not in the past" is a calendar-day rule, as the calendar shows it (section 2: days before
 * today are disabled): the picked day and today are both read on the owner's clock, found
 * from the ZIP code they give with the date. Today is allowed; yesterday is not, even when it
 * is less than 24 hours ago. Without a readable ZIP code (its own message says so) the
 * westernmost US zone is used, so no US owner's today is ever refused.
 */
export function isNotInPast(isoDate: string, zip: string, now: Date = new Date()): boolean {
  const zone = timeZoneOfZip(zip) ?? LATEST_US_TIME_ZONE;
  return calendarDayIn(new Date(isoDate), zone) >= calendarDayIn(now, zone);
}

/** Nothing picked yet asks for a date; anything else that is not a date-time says so. */
export const preferredDate = z.iso.datetime({
  offset: true,
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? m.preferredDate : m.preferredDateInvalid,
});

/** The "not in the past" rule on a body whose ZIP code field is `zipField`. */
export function preferredDateNotInPast<Field extends string>(zipField: Field) {
  return (ctx: z.core.ParsePayload<{ preferredDate: string } & Record<Field, string>>) => {
    const { preferredDate: date, [zipField]: zip } = ctx.value;
    // A date that failed its own rule already has its message.
    if (ctx.issues.some((issue) => issue.path?.[0] === 'preferredDate')) return;
    if (!isNotInPast(date, typeof zip === 'string' ? zip : '')) {
      ctx.issues.push({
        code: 'custom',
        input: date,
        path: ['preferredDate'],
        message: m.preferredDateInPast,
      });
    }
  };
}

/** PATCH /api/managed-repairs/{managedRepairId} */
export const managedRepairParamsSchema = z.strictObject({ managedRepairId: z.uuid() });
export type ManagedRepairParams = z.infer<typeof managedRepairParamsSchema>;

export const updateManagedRepairRequestSchema = z
  .strictObject({
    phoneNumber,
    smsOptIn: z.literal(true, { error: m.smsOptIn }),
    preferredDate,
    vehicleZipCode: managedZipCode,
  })
  .check(preferredDateNotInPast('vehicleZipCode'));
export type UpdateManagedRepairRequest = z.infer<typeof updateManagedRepairRequestSchema>;
