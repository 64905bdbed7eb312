import { Body, Controller, Inject, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import {
  API_ROUTES,
  updateManagedRepairRequestSchema,
  type ManagedRepairView,
  type UpdateManagedRepairRequest,
} from '@fairwrench/contracts';
import { ConsentClientOf, type ConsentClient } from '../../data-rights/consents/consent-client';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { Endpoint } from '../../shared/http/endpoint';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import type { ReadModelProgress } from '@fairwrench/domain';
import { ConsentFingerprinter } from '../../data-rights/consents/consent-fingerprint';
import {
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  SQL_CLIENT,
  type Clock,
} from '../../shared/domain/tokens';
import { CorrelationId } from '../../shared/http/correlation';
import { scheduleManagedRepair } from './schedule-managed-repair';

const notFound = () => new NotFoundException('Managed repair not found');

@Controller()
export class ScheduleManagedRepairController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly fingerprinter: ConsentFingerprinter,
  ) {}

  /**
   * The owner's contact details book the repair: 200 with the updated view. The spec's form
   * rules (and "not in the past") are checked here again, whatever the client did.
   */
  @Endpoint(API_ROUTES.scheduleManagedRepair)
  async schedule(
    @Param('managedRepairId', new ParseUUIDPipe({ exceptionFactory: notFound }))
    managedRepairId: string,
    @Body(new ZodValidationPipe(updateManagedRepairRequestSchema)) body: UpdateManagedRepairRequest,
    @Session() session: OwnerSession,
    @ConsentClientOf('sms-and-calls') client: ConsentClient,
    @CorrelationId() correlationId: string,
  ): Promise<ManagedRepairView> {
    if (!session.userId) throw notFound();
    const { store, sql, progress, clock, fingerprinter } = this;
    return scheduleManagedRepair(
      { store, sql, progress, clock, fingerprinter },
      { managedRepairId, userId: session.userId, details: body, correlationId, client },
    );
  }
}
