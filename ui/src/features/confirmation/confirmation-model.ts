import type { ServiceChoice } from '../../flow/flow-types';

/** The two confirmation pages of section 2; any other `:type` is not a page at all. */
export type ConfirmationType = ServiceChoice;

export function confirmationTypeOf(param: string | undefined): ConfirmationType | null {
  return param === 'recommendations' || param === 'managed' ? param : null;
}

/** Section 5: nothing to send while the text is blank, a send is running, or no issue is known. */
export function canSubmitFeedback(input: {
  text: string;
  issueId: string | null;
  sending: boolean;
}): boolean {
  return Boolean(input.issueId) && !input.sending && input.text.trim().length > 0;
}

/** Section 8, word for word. */
export const FEEDBACK_TOASTS = {
  sent: {
    title: 'Thank you!',
    description: 'Your feedback has been submitted successfully.',
    variant: 'default',
  },
  failed: {
    title: 'Error',
    description: 'Failed to submit feedback. Please try again.',
    variant: 'destructive',
  },
} as const;
