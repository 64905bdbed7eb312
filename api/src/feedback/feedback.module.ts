import { Module } from '@nestjs/common';
import { RateLimitModule } from '../shared/http/rate-limit.module';
import { SubmitFeedbackController } from './submit-feedback/submit-feedback.controller';

/** Free-text feedback at the end of the flow. */
@Module({
  imports: [RateLimitModule],
  controllers: [SubmitFeedbackController],
})
export class FeedbackModule {}
