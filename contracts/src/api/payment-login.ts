import { z } from 'zod';
import { LIMITS } from '../constants';
import { phoneMessages, phoneNumber } from './common-fields';

/** Validation messages from section 5 of the product spec (payment and login schema). */
export const paymentLoginMessages = {
  phoneNumber: phoneMessages.phone,
  password: 'Password must be at least 6 characters',
  cardNumber: 'Please enter a valid card number',
  cardExpiry: 'Please enter expiry in MM/YY format',
  cardCvc: 'Please enter a valid CVC code',
} as const;

const m = paymentLoginMessages;

/**
 * Defined by the spec but used by no screen. It is a form schema only: card numbers must go
 * to the card provider's element, never to our API, so no request schema carries them.
 * Card numbers may be typed with spaces, which count towards the 13 to 19 characters.
 */
export const paymentLoginFormSchema = z.strictObject({
  phoneNumber,
  password: z.string({ error: m.password }).min(LIMITS.passwordMin, m.password),
  cardNumber: z
    .string({ error: m.cardNumber })
    .min(LIMITS.cardNumberMin, m.cardNumber)
    .max(LIMITS.cardNumberMax, m.cardNumber)
    .regex(/^[\d ]+$/, m.cardNumber),
  cardExpiry: z
    .string({ error: m.cardExpiry })
    .min(LIMITS.cardExpiryMin, m.cardExpiry)
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, m.cardExpiry),
  cardCvc: z
    .string({ error: m.cardCvc })
    .min(LIMITS.cardCvcMin, m.cardCvc)
    .max(LIMITS.cardCvcMax, m.cardCvc)
    .regex(/^\d+$/, m.cardCvc),
});
export type PaymentLoginFormValues = z.infer<typeof paymentLoginFormSchema>;
