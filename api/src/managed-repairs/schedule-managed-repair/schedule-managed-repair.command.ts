import { Command } from '@nestjs/cqrs';
import type { ManagedRepairView, UpdateManagedRepairRequest } from '@fairwrench/contracts';
import type { ConsentClient } from '../../data-rights/consents/consent-client';

export class ScheduleManagedRepairCommand extends Command<ManagedRepairView> {
  constructor(
    readonly managedRepairId: string,
    readonly userId: string,
    readonly details: UpdateManagedRepairRequest,
    readonly correlationId: string,
    /** Where calls and texts were agreed to and from which client (ADR 025). */
    readonly client: ConsentClient,
  ) {
    super();
  }
}
