import { randomUUID } from 'node:crypto';
import type { FeedbackRequest, FeedbackResponse } from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import {
  handleCommand,
  loadStream,
  requestContext,
  submitFeedbackDecider,
} from '@fairwrench/domain';
import type { Clock } from '../../shared/domain/tokens';

/**
 * Feedback goes to its own stream and no read model shows it (support reads the log), so
 * there is no projection to wait for. Only the issue's owner may comment on it: the decider
 * folds the issue first and refuses anyone else as not found.
 */
export async function submitFeedback(
  deps: { readonly store: EventStore; readonly clock: Clock },
  input: {
    readonly details: FeedbackRequest;
    readonly userId: string;
    readonly correlationId: string;
  },
): Promise<FeedbackResponse> {
  const { store, clock } = deps;
  const { details, userId, correlationId } = input;
  const feedbackId = randomUUID();
  const issue = await loadStream(store, `issue-${details.issueId}`, submitFeedbackDecider);
  await handleCommand(
    store,
    `feedback-${feedbackId}`,
    submitFeedbackDecider,
    { type: 'SubmitFeedback', feedbackId, userId, details },
    { context: requestContext(correlationId, clock()), initialState: issue.state },
  );
  return { feedbackId };
}
