import { Body, Controller, HttpStatus, Inject, NotFoundException, Res } from '@nestjs/common';
import {
  API_ROUTES,
  createManagedRepairRequestSchema,
  type CreateManagedRepairRequest,
  type CreateManagedRepairResponse,
} from '@fairwrench/contracts';
import type { Response } from 'express';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { Endpoint } from '../../shared/http/endpoint';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import type { ReadModelProgress } from '@fairwrench/domain';
import {
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  SQL_CLIENT,
  type Clock,
} from '../../shared/domain/tokens';
import { CorrelationId } from '../../shared/http/correlation';
import { requestManagedRepair } from './request-managed-repair';

@Controller()
export class RequestManagedRepairController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * 201 with a new id; 200 with the existing id when the analysis already has a managed
   * repair, so a double submit or a retry is harmless. Another owner's diagnostic is a 404.
   */
  @Endpoint(API_ROUTES.requestManagedRepair)
  async request(
    @Body(new ZodValidationPipe(createManagedRepairRequestSchema)) body: CreateManagedRepairRequest,
    @Session() session: OwnerSession,
    @Res({ passthrough: true }) response: Response,
    @CorrelationId() correlationId: string,
  ): Promise<CreateManagedRepairResponse> {
    if (!session.userId) throw new NotFoundException('Diagnostic not found');
    const { store, sql, progress, clock } = this;
    const { managedRepairId, created } = await requestManagedRepair(
      { store, sql, progress, clock },
      { diagnosticId: body.diagnosticId, userId: session.userId, correlationId },
    );
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return { managedRepairId };
  }
}
