import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FeedbackResponse } from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import { requestContext } from '@fairwrench/domain';
import { handleCommand, loadStream } from '@fairwrench/domain';
import { CLOCK, EVENT_STORE, type Clock } from '../../shared/domain/tokens';
import { submitFeedbackDecider } from '@fairwrench/domain';
import { SubmitFeedbackCommand } from './submit-feedback.command';

/**
 * Feedback goes to its own stream and no read model shows it (support reads the log), so
 * there is no projection to wait for.
 */
@CommandHandler(SubmitFeedbackCommand)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedbackCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    details,
    userId,
    correlationId,
  }: SubmitFeedbackCommand): Promise<FeedbackResponse> {
    const feedbackId = randomUUID();
    const issue = await loadStream(this.store, `issue-${details.issueId}`, submitFeedbackDecider);
    await handleCommand(
      this.store,
      `feedback-${feedbackId}`,
      submitFeedbackDecider,
      { type: 'SubmitFeedback', feedbackId, userId, details },
      { context: requestContext(correlationId, this.clock()), initialState: issue.state },
    );
    return { feedbackId };
  }
}
