/// <reference types="jest" />
import { PAYMENT_TOASTS } from './payment-messages';
import {
  paymentReturnUrl,
  savePaymentMethod,
  type ElementsLike,
  type StripeLike,
} from './save-payment-method';

type Result = { error?: { message?: string } };
const ORIGIN = 'https://fairwrench.example';

function provider(submit: () => Promise<Result>, confirm: () => Promise<Result>) {
  const elements: ElementsLike = { submit: jest.fn(submit) };
  const confirmSetup = jest.fn<Promise<Result>, [unknown]>(confirm);
  const stripe: StripeLike<ElementsLike> = { confirmSetup };
  return { elements, stripe, confirmSetup };
}

const ok = async (): Promise<Result> => ({});
const fails = (message?: string) => async (): Promise<Result> => ({ error: { message } });

describe('savePaymentMethod', () => {
  afterEach(() => jest.restoreAllMocks());

  it('validates, then confirms without a forced redirect, returning to setup=complete', async () => {
    const { elements, stripe, confirmSetup } = provider(ok, ok);
    const outcome = await savePaymentMethod(stripe, elements, ORIGIN);
    expect(outcome).toEqual({ saved: true, toast: PAYMENT_TOASTS.saved });
    expect(PAYMENT_TOASTS.saved).toMatchObject({
      title: 'Payment Method Added',
      description: 'Your payment method has been securely saved.',
    });
    expect(confirmSetup).toHaveBeenCalledWith({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${ORIGIN}/payment-info?setup=complete` },
    });
  });

  it('stays with the provider message when the element rejects the details', async () => {
    const { elements, stripe, confirmSetup } = provider(
      fails('Your card number is incomplete.'),
      ok,
    );
    const outcome = await savePaymentMethod(stripe, elements, ORIGIN);
    expect(outcome.saved).toBe(false);
    expect(outcome.toast).toEqual({
      title: 'Validation Error',
      description: 'Your card number is incomplete.',
      variant: 'destructive',
    });
    expect(confirmSetup).not.toHaveBeenCalled();
  });

  it('reports a declined setup with the provider message, or the general advice', async () => {
    const declined = provider(ok, fails('Your card was declined.'));
    const withMessage = await savePaymentMethod(declined.stripe, declined.elements, ORIGIN);
    expect(withMessage).toEqual({
      saved: false,
      toast: {
        title: 'Payment Setup Failed',
        description: 'Your card was declined.',
        variant: 'destructive',
      },
    });
    const silent = provider(ok, fails());
    const withoutMessage = await savePaymentMethod(silent.stripe, silent.elements, ORIGIN);
    expect(withoutMessage.toast.description).toBe(
      'Please check your payment information and try again.',
    );
  });

  it('turns an exception into the generic error toast', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = provider(ok, () => Promise.reject(new Error('network down')));
    const outcome = await savePaymentMethod(broken.stripe, broken.elements, ORIGIN);
    expect(outcome).toEqual({ saved: false, toast: PAYMENT_TOASTS.unexpected });
    expect(outcome.toast).toMatchObject({
      title: 'Error',
      description: 'Please check your payment information and try again.',
    });
  });

  it('says the form is not ready when the provider or its elements are missing', async () => {
    const { elements, stripe } = provider(ok, ok);
    for (const [s, e] of [
      [null, elements],
      [stripe, null],
    ] as const) {
      const outcome = await savePaymentMethod(s, e, ORIGIN);
      expect(outcome).toEqual({ saved: false, toast: PAYMENT_TOASTS.formNotReady });
    }
    expect(PAYMENT_TOASTS.formNotReady.description).toBe(
      'Payment form is not ready. Please wait a moment and try again.',
    );
  });
});

describe('paymentReturnUrl', () => {
  it('brings the owner back to the payment page with setup=complete', () => {
    expect(paymentReturnUrl('http://localhost:3000')).toBe(
      'http://localhost:3000/payment-info?setup=complete',
    );
  });
});
