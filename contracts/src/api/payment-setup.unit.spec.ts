import { firstMessage } from '../test-fixtures';
import {
  paymentCustomerRequestSchema,
  paymentCustomerResponseSchema,
  paymentsConfigResponseSchema,
} from './payment-setup';

const valid = { name: 'Dana Ruiz', email: 'dana@example.com', phone: '4805550134' };

describe('paymentCustomerRequestSchema', () => {
  it('accepts a customer', () => {
    expect(paymentCustomerRequestSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['name', 'D', 'Name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phone', '480555', 'Please enter a valid phone number'],
  ])('rejects %s %p with the spec message', (field, value, message) => {
    expect(firstMessage(paymentCustomerRequestSchema, { ...valid, [field]: value })).toBe(message);
  });

  it('rejects unknown fields', () => {
    expect(paymentCustomerRequestSchema.safeParse({ ...valid, card: '4242' }).success).toBe(false);
  });
});

describe('paymentCustomerResponseSchema', () => {
  it('requires a client secret', () => {
    expect(
      paymentCustomerResponseSchema.safeParse({ clientSecret: 'seti_1_secret_2' }).success,
    ).toBe(true);
    expect(paymentCustomerResponseSchema.safeParse({ clientSecret: '' }).success).toBe(false);
    expect(paymentCustomerResponseSchema.safeParse({}).success).toBe(false);
  });
});

describe('paymentsConfigResponseSchema', () => {
  it('carries a publishable key or null, never a secret key', () => {
    expect(paymentsConfigResponseSchema.safeParse({ publishableKey: 'pk_test_1' }).success).toBe(
      true,
    );
    expect(paymentsConfigResponseSchema.safeParse({ publishableKey: null }).success).toBe(true);
    expect(paymentsConfigResponseSchema.safeParse({ publishableKey: 'sk_test_1' }).success).toBe(
      false,
    );
  });
});
