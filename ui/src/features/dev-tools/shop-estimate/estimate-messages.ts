import type { ToastInput } from '../../../components/toast/toast-store';

/** Toasts of /test-shop-estimate, in the wording of spec sections 5 and 8. */
export const ESTIMATE_TOASTS = {
  missing: {
    title: 'Missing information',
    description: "Please provide a description of what you'd like to know about this estimate",
    variant: 'destructive',
  },
  done: {
    title: 'Analysis complete',
    description: 'The simulated review of your estimate is shown below.',
  },
  failed: {
    title: 'Analysis failed',
    description: "We couldn't analyze your shop estimate. Please try again.",
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;
