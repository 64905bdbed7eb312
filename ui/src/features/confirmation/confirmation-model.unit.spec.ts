/// <reference types="jest" />
import { canSubmitFeedback, confirmationTypeOf, FEEDBACK_TOASTS } from './confirmation-model';

describe('the confirmation type in the address', () => {
  it('is recommendations or managed; anything else is not a page', () => {
    expect(confirmationTypeOf('recommendations')).toBe('recommendations');
    expect(confirmationTypeOf('managed')).toBe('managed');
    expect(confirmationTypeOf('Managed')).toBeNull();
    expect(confirmationTypeOf('other')).toBeNull();
    expect(confirmationTypeOf(undefined)).toBeNull();
  });
});

describe('when feedback may be submitted (section 5)', () => {
  const ready = { text: 'Very helpful', issueId: 'issue-1', sending: false };

  it('may be submitted with text and an issue, while nothing is being sent', () => {
    expect(canSubmitFeedback(ready)).toBe(true);
  });

  it('may not be submitted when the text is blank after trimming', () => {
    expect(canSubmitFeedback({ ...ready, text: '' })).toBe(false);
    expect(canSubmitFeedback({ ...ready, text: ' \n\t ' })).toBe(false);
  });

  it('may not be submitted while sending or without an issue id', () => {
    expect(canSubmitFeedback({ ...ready, sending: true })).toBe(false);
    expect(canSubmitFeedback({ ...ready, issueId: null })).toBe(false);
    expect(canSubmitFeedback({ ...ready, issueId: '' })).toBe(false);
  });
});

describe('feedback toasts (section 8)', () => {
  it('use the spec wording', () => {
    expect(FEEDBACK_TOASTS.sent).toEqual({
      title: 'Thank you!',
      description: 'Your feedback has been submitted successfully.',
      variant: 'default',
    });
    expect(FEEDBACK_TOASTS.failed).toEqual({
      title: 'Error',
      description: 'Failed to submit feedback. Please try again.',
      variant: 'destructive',
    });
  });
});
