import type { EventOfType, FeedbackRequest } from '@fairwrench/contracts';

/** The issue's owner was checked before deciding; the id is chosen by the caller. */
export interface SubmitFeedback {
  readonly type: 'SubmitFeedback';
  readonly feedbackId: string;
  readonly userId: string;
  readonly details: FeedbackRequest;
}

/** Feedback is a fact of its own: every submit is kept, a second one does not replace the first. */
export function decide(
  command: SubmitFeedback,
): [Omit<EventOfType<'FeedbackSubmitted'>, 'metadata'>] {
  return [
    {
      type: 'FeedbackSubmitted',
      schemaVersion: 1,
      data: {
        feedbackId: command.feedbackId,
        issueId: command.details.issueId,
        userId: command.userId,
        feedback: command.details.feedback,
      },
    },
  ];
}
