import type { ToastInput } from '../../components/toast/toast-store';

/** The contact form's toasts, word for word from section 8 of the product spec. */
export const CONTACT_TOASTS = {
  sent: {
    title: 'Message sent!',
    description: "Thank you for contacting us. We'll get back to you shortly.",
    variant: 'default',
  },
  failed: {
    title: 'Error',
    description: 'There was a problem sending your message. Please try again.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;
