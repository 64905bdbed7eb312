import { Body, Controller, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
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
import { ScheduleManagedRepairCommand } from './schedule-managed-repair.command';
import { CorrelationId } from '../../shared/http/correlation';

const notFound = () => new NotFoundException('Managed repair not found');

@Controller()
export class ScheduleManagedRepairController {
  constructor(private readonly commands: CommandBus) {}

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
    return this.commands.execute(
      new ScheduleManagedRepairCommand(
        managedRepairId,
        session.userId,
        body,
        correlationId,
        client,
      ),
    );
  }
}
