import type { FeedbackRequest } from '@fairwrench/contracts';
import type { Decider } from '../decider';
import { DomainError } from '../domain-error';
import type { Unstamped } from '../event-envelope';

/** The id is chosen by the caller; the issue's owner comes from the issue's own stream. */
export interface SubmitFeedback {
  readonly type: 'SubmitFeedback';
  readonly feedbackId: string;
  readonly userId: string;
  readonly details: FeedbackRequest;
}

/** The issue the feedback is about (from its stream), then the feedback's own stream. */
type FeedbackEvent = Unstamped<'IssueSubmitted' | 'FeedbackSubmitted'>;

interface FeedbackState {
  readonly issue: { readonly issueId: string; readonly ownerId: string } | null;
  readonly submitted: boolean;
}

function evolve(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  const { type } = event;
  switch (type) {
    case 'IssueSubmitted':
      return { ...state, issue: { issueId: event.data.issueId, ownerId: event.data.userId } };
    case 'FeedbackSubmitted':
      return { ...state, submitted: true };
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/**
 * Feedback is a fact of its own: every submit is kept under a new id, a second one does not
 * replace the first. Another owner's issue answers as a missing one.
 */
function decide(command: SubmitFeedback, state: FeedbackState): FeedbackEvent[] {
  const { issue } = state;
  if (!issue || issue.issueId !== command.details.issueId || issue.ownerId !== command.userId) {
    throw new DomainError('not_found', 'Issue not found');
  }
  if (state.submitted) return [];
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

export const submitFeedbackDecider: Decider<SubmitFeedback, FeedbackState, FeedbackEvent> = {
  eventTypes: ['IssueSubmitted', 'FeedbackSubmitted'],
  initialState: () => ({ issue: null, submitted: false }),
  evolve,
  decide,
};
