import { paths } from '../../config/paths';
import type { ToastInput } from '../../components/toast/toast-store';
import { confirmFailedToast, PAYMENT_TOASTS, validationToast } from './payment-messages';

/**
 * Saving the payment method, written against the few provider calls it makes rather than the
 * provider's SDK, so the decision logic runs in unit tests with stand-ins and this module never
 * pulls the SDK into a bundle.
 */
type ProviderResult = { error?: { message?: string } };

export interface ElementsLike {
  submit(): Promise<ProviderResult>;
}

export interface StripeLike<Elements extends ElementsLike> {
  confirmSetup(options: {
    elements: Elements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<ProviderResult>;
}

export interface SaveOutcome {
  readonly saved: boolean;
  readonly toast: ToastInput;
}

/** Where the provider returns the owner after a redirect; the page reads `setup=complete`. */
export function paymentReturnUrl(origin: string): string {
  return `${origin}${paths.paymentInfo}?setup=complete`;
}

/**
 * Spec section 4: validate the element first and stay on error; then confirm without a forced
 * redirect. Any answer without an error counts as saved (succeeded, processing, ...).
 */
export async function savePaymentMethod<Elements extends ElementsLike>(
  stripe: StripeLike<Elements> | null,
  elements: Elements | null,
  origin: string,
): Promise<SaveOutcome> {
  if (!stripe || !elements) return { saved: false, toast: PAYMENT_TOASTS.formNotReady };
  try {
    const submitted = await elements.submit();
    if (submitted.error) return { saved: false, toast: validationToast(submitted.error.message) };
    const confirmed = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: paymentReturnUrl(origin) },
    });
    if (confirmed.error)
      return { saved: false, toast: confirmFailedToast(confirmed.error.message) };
    return { saved: true, toast: PAYMENT_TOASTS.saved };
  } catch (error) {
    console.error('Saving the payment method failed', error);
    return { saved: false, toast: PAYMENT_TOASTS.unexpected };
  }
}
