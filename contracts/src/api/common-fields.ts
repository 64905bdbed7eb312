import { z } from 'zod';
import { LIMITS } from '../constants';

/**
 * Field schemas shared by several calls and events. Messages live beside them so the form
 * under the owner's cursor and the server answer with the same words.
 */

export const phoneMessages = {
  phone: 'Please enter a valid phone number',
} as const;

/** Digits plus the separators people type; length is counted on what they typed. */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export const phoneNumber = z
  .string({ error: phoneMessages.phone })
  .min(LIMITS.phoneMin, phoneMessages.phone)
  .max(25, phoneMessages.phone)
  .regex(PHONE_PATTERN, phoneMessages.phone);

export const isoDateTime = z.iso.datetime({ offset: true });

/** Whole US dollars or cents alike; a range is shown to the owner as "min to max". */
export const moneyRangeSchema = z
  .strictObject({
    min: z.number().nonnegative(),
    max: z.number().nonnegative(),
  })
  .refine((range) => range.min <= range.max, {
    error: 'The range minimum must not exceed its maximum',
    path: ['max'],
  });
export type MoneyRange = z.infer<typeof moneyRangeSchema>;

export const moneyAmount = z.number().nonnegative();

/** Free text that must say something: blank after trimming counts as empty. */
export const nonBlankText = (message: string, max: number, tooLong: string) =>
  z
    .string({ error: message })
    .max(max, tooLong)
    .refine((value) => value.trim().length > 0, message);
