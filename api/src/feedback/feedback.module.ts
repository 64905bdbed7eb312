import { Module } from '@nestjs/common';
import { RateLimitModule } from '../shared/http/rate-limit.module';
import { SubmitFeedbackController } from './submit-feedback/submit-feedback.controller';
import { SubmitFeedbackHandler } from './submit-feedback/submit-feedback.handler';

/** Free-text feedback at the end of the flow. */
@Module({
  imports: [RateLimitModule],
  controllers: [SubmitFeedbackController],
  providers: [SubmitFeedbackHandler],
})
export class FeedbackModule {}
