import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  issueDetailsFieldsSchema,
  type IssueDetailsFields,
  type IssueDetailsResponse,
} from '@fairwrench/contracts';
import { PhotoUploadInterceptor } from '../../photos/photo-upload.interceptor';
import { PhotoUploadPipe } from '../../photos/photo-upload.pipe';
import type { PreparedPhoto } from '../../photos/prepare-photo';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import { SubmitIssueCommand } from './submit-issue.command';

/**
 * POST /api/issue-details: JSON with the four fields, or multipart/form-data with the same
 * fields as text parts and up to five photos as repeated `files` parts.
 */
@Controller('api/issue-details')
export class SubmitIssueController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(PhotoUploadInterceptor)
  async submit(
    @Body(new ZodValidationPipe(issueDetailsFieldsSchema)) body: IssueDetailsFields,
    @UploadedFiles(PhotoUploadPipe) photos: PreparedPhoto[],
    @Session() session: OwnerSession,
  ): Promise<IssueDetailsResponse> {
    return this.commands.execute(
      new SubmitIssueCommand(body, photos, session.userId, randomUUID()),
    );
  }
}
