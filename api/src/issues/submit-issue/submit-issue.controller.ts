import {
  Body,
  Controller,
  Headers,
  Inject,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  API_ROUTES,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  issueDetailsFieldsSchema,
  type IssueDetailsFields,
  type IssueDetailsResponse,
} from '@fairwrench/contracts';
import { PhotoUploadInterceptor } from '../../photos/photo-upload.interceptor';
import { PhotoUploadPipe } from '../../photos/photo-upload.pipe';
import type { PreparedPhoto } from '../../photos/prepare-photo';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { ISSUES_PER_ADDRESS, ISSUES_PER_OWNER } from '../../shared/http/costly-call-limits';
import { Endpoint } from '../../shared/http/endpoint';
import { RateLimit, RateLimitGuard } from '../../shared/http/rate-limit.guard';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import type { EventStore } from '@fairwrench/event-store';
import type { ReadModelProgress } from '@fairwrench/domain';
import type { AnalysisKnowledge } from '../../analysis/knowledge';
import { OPERATIONS_CONFIG, type OperationsConfig } from '../../operations/operations-config';
import { PHOTO_STORE, type PhotoStore } from '../../photos/photo-store';
import {
  ANALYSIS_KNOWLEDGE,
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  type Clock,
} from '../../shared/domain/tokens';
import { CorrelationId } from '../../shared/http/correlation';
import { submitIssue, type SubmitIssueDeps } from './submit-issue';

const idempotencyKeyPipe = new ZodValidationPipe(idempotencyKeySchema);

/**
 * POST /api/issue-details: JSON with the four fields, or multipart/form-data with the same
 * fields as text parts and up to five photos as repeated `files` parts. An optional
 * Idempotency-Key header makes a repeated submit answer the first issue's ids.
 */
@Controller()
export class SubmitIssueController {
  private readonly deps: SubmitIssueDeps;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(READ_MODEL_PROGRESS) progress: ReadModelProgress,
    @Inject(CLOCK) clock: Clock,
    @Inject(PHOTO_STORE) photos: PhotoStore,
    @Inject(ANALYSIS_KNOWLEDGE) analysis: AnalysisKnowledge,
    @Inject(OPERATIONS_CONFIG) operations: OperationsConfig,
  ) {
    this.deps = { store, progress, clock, photos, analysis, metrics: operations.metrics };
  }

  @Endpoint(API_ROUTES.submitIssue)
  // Guards run before interceptors: a refused call's photos are never read or decoded.
  @UseGuards(RateLimitGuard)
  @RateLimit(ISSUES_PER_OWNER, ISSUES_PER_ADDRESS)
  @UseInterceptors(PhotoUploadInterceptor)
  async submit(
    @Body(new ZodValidationPipe(issueDetailsFieldsSchema)) body: IssueDetailsFields,
    @UploadedFiles(PhotoUploadPipe) photos: PreparedPhoto[],
    @Session() session: OwnerSession,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKeyHeader: string | undefined,
    @CorrelationId() correlationId: string,
  ): Promise<IssueDetailsResponse> {
    // Nest applies no pipes to @Headers, so the header is checked here, as a 400 like the body.
    const idempotencyKey = idempotencyKeyPipe.transform(idempotencyKeyHeader);
    return submitIssue(this.deps, {
      details: body,
      photos,
      sessionUserId: session.userId,
      correlationId,
      idempotencyKey,
    });
  }
}
