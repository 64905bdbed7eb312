import { z } from 'zod';
import { phoneNumber } from './common-fields';
import { emailAddress, personName } from './vehicle-info';

/**
 * POST /api/create-setup-intent. Name and email share the vehicle form's rules and words;
 * phone shares the managed form's (section 5, payment customer form).
 */
export const paymentCustomerRequestSchema = z.strictObject({
  name: personName,
  email: emailAddress,
  phone: phoneNumber,
});
export type PaymentCustomerRequest = z.infer<typeof paymentCustomerRequestSchema>;

/** The customer form has the same fields and rules as the wire. */
export const paymentCustomerFormSchema = paymentCustomerRequestSchema;
export type PaymentCustomerFormValues = PaymentCustomerRequest;
export const paymentCustomerFormDefaults: PaymentCustomerFormValues = {
  name: '',
  email: '',
  phone: '',
};

/** The card provider's secret for this setup; a response without one is a failure. */
export const paymentCustomerResponseSchema = z.strictObject({
  clientSecret: z.string().min(1),
});
export type PaymentCustomerResponse = z.infer<typeof paymentCustomerResponseSchema>;

/**
 * GET /api/payments/config: what the browser needs to load the card provider's element.
 * Null when payments are not configured, so the UI can say so instead of loading a script.
 */
export const paymentsConfigResponseSchema = z.strictObject({
  publishableKey: z.string().startsWith('pk_').nullable(),
});
export type PaymentsConfigResponse = z.infer<typeof paymentsConfigResponseSchema>;

/** The 503 detail when no secret key is set. */
export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured';
