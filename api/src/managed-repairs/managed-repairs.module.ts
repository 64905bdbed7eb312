import { Module } from '@nestjs/common';
import { GetManagedRepairByDiagnosticController } from './get-managed-repair-by-diagnostic/get-managed-repair-by-diagnostic.controller';
import { GetManagedRepairConfirmationController } from './get-managed-repair-confirmation/get-managed-repair-confirmation.controller';
import { RequestManagedRepairController } from './request-managed-repair/request-managed-repair.controller';
import { ScheduleManagedRepairController } from './schedule-managed-repair/schedule-managed-repair.controller';

/** The full-service path: request a managed repair, look it up, schedule it, confirm it. */
@Module({
  controllers: [
    RequestManagedRepairController,
    GetManagedRepairByDiagnosticController,
    ScheduleManagedRepairController,
    GetManagedRepairConfirmationController,
  ],
})
export class ManagedRepairsModule {}
