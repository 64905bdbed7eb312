import type { ToastInput } from '../../components/toast/toast-store';

const CHECK_DETAILS = 'Please check your payment information and try again.';
const destructive = (title: string, description: string): ToastInput => ({
  title,
  description,
  variant: 'destructive',
});

/** The payment page's toasts and alerts, word for word from section 8 of the product spec. */
export const PAYMENT_TOASTS = {
  setupFailed: destructive('Setup Error', 'Failed to initialize payment setup. Please try again.'),
  systemNotReady: destructive(
    'Setup Error',
    'Payment system is not ready. Please wait a moment and try again.',
  ),
  formNotReady: destructive(
    'Setup Error',
    'Payment form is not ready. Please wait a moment and try again.',
  ),
  unexpected: destructive('Error', CHECK_DETAILS),
  saved: {
    title: 'Payment Method Added',
    description: 'Your payment method has been securely saved.',
    variant: 'default',
  },
} as const satisfies Record<string, ToastInput>;

/** The element's own validation message (e.g. an incomplete card number). */
export function validationToast(message: string | undefined): ToastInput {
  return destructive('Validation Error', message?.trim() || CHECK_DETAILS);
}

/** The provider's reason the setup was declined, or the spec's general advice. */
export function confirmFailedToast(message: string | undefined): ToastInput {
  return destructive('Payment Setup Failed', message?.trim() || CHECK_DETAILS);
}
