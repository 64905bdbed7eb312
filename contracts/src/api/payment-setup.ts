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
