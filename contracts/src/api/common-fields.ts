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

/**
 * What a reader would see of `text`: white space and characters that draw nothing (zero-width
 * spaces and joiners, the byte-order mark, soft hyphens, Hangul and Braille blanks) left out.
 */
const INVISIBLE = /[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/gu;

/** How many characters of `text` can be seen: "\u200b\u200b" has none, so it counts as empty. */
export function visibleLength(text: string): number {
  return [...text.replace(INVISIBLE, '')].length;
}

/** Free text that must say something: blank or invisible-only counts as empty. */
export const nonBlankText = (message: string, max: number, tooLong: string) =>
  z
    .string({ error: message })
    .max(max, tooLong)
    .refine((value) => visibleLength(value) > 0, message);
