import { Command } from '@nestjs/cqrs';
import type { ManagedRepairView, UpdateManagedRepairRequest } from '@fairwrench/contracts';

export class ScheduleManagedRepairCommand extends Command<ManagedRepairView> {
  constructor(
    readonly managedRepairId: string,
    readonly userId: string,
    readonly details: UpdateManagedRepairRequest,
    readonly correlationId: string,
  ) {
    super();
  }
}
