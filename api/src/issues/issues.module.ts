import { Module } from '@nestjs/common';
import { RateLimitModule } from '../shared/http/rate-limit.module';
import { GetIssueController } from './get-issue/get-issue.controller';
import { GetIssueHandler } from './get-issue/get-issue.handler';
import { GetIssuePhotoController } from './get-issue-photo/get-issue-photo.controller';
import { GetIssuePhotoHandler } from './get-issue-photo/get-issue-photo.handler';
import { SubmitIssueController } from './submit-issue/submit-issue.controller';
import { SubmitIssueHandler } from './submit-issue/submit-issue.handler';

/** Submitting an issue (analysed on the way in), reading it back, and serving its photos. */
@Module({
  imports: [RateLimitModule],
  controllers: [SubmitIssueController, GetIssueController, GetIssuePhotoController],
  providers: [SubmitIssueHandler, GetIssueHandler, GetIssuePhotoHandler],
})
export class IssuesModule {}
