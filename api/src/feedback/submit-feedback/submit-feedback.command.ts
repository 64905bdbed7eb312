import { Command } from '@nestjs/cqrs';
import type { FeedbackRequest, FeedbackResponse } from '@fairwrench/contracts';

export class SubmitFeedbackCommand extends Command<FeedbackResponse> {
  constructor(
    readonly details: FeedbackRequest,
    readonly userId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
