import { firstMessage } from '../test-fixtures';
import { paymentLoginFormSchema } from './payment-login';

const valid = {
  phoneNumber: '4805550134',
  password: 'secret1',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '09/27',
  cardCvc: '123',
};

describe('paymentLoginFormSchema', () => {
  it('accepts a filled form', () => {
    expect(paymentLoginFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['phoneNumber', '123', 'Please enter a valid phone number'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['cardNumber', '424242424242', 'Please enter a valid card number'],
    ['cardNumber', '4'.repeat(20), 'Please enter a valid card number'],
    ['cardNumber', '4242-4242-4242-4242', 'Please enter a valid card number'],
    ['cardExpiry', '9/27', 'Please enter expiry in MM/YY format'],
    ['cardExpiry', '13/27', 'Please enter expiry in MM/YY format'],
    ['cardCvc', '12', 'Please enter a valid CVC code'],
    ['cardCvc', '12345', 'Please enter a valid CVC code'],
    ['cardCvc', 123, 'Please enter a valid CVC code'],
  ])('rejects %s %p with the spec message', (field, value, message) => {
    expect(firstMessage(paymentLoginFormSchema, { ...valid, [field]: value })).toBe(message);
  });

  it('rejects unknown fields', () => {
    expect(paymentLoginFormSchema.safeParse({ ...valid, pin: '0000' }).success).toBe(false);
  });
});
