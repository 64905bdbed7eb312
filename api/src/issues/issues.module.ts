import { Module } from '@nestjs/common';
import { RateLimitModule } from '../shared/http/rate-limit.module';
import { GetIssueController } from './get-issue/get-issue.controller';
import { GetIssuePhotoController } from './get-issue-photo/get-issue-photo.controller';
import { SubmitIssueController } from './submit-issue/submit-issue.controller';

/** Submitting an issue (analysed on the way in), reading it back, and serving its photos. */
@Module({
  imports: [RateLimitModule],
  controllers: [SubmitIssueController, GetIssueController, GetIssuePhotoController],
})
export class IssuesModule {}
