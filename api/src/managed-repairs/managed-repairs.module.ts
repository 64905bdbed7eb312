import { Module } from '@nestjs/common';
import { GetManagedRepairByDiagnosticController } from './get-managed-repair-by-diagnostic/get-managed-repair-by-diagnostic.controller';
import { GetManagedRepairByDiagnosticHandler } from './get-managed-repair-by-diagnostic/get-managed-repair-by-diagnostic.handler';
import { RequestManagedRepairController } from './request-managed-repair/request-managed-repair.controller';
import { RequestManagedRepairHandler } from './request-managed-repair/request-managed-repair.handler';
import { ScheduleManagedRepairController } from './schedule-managed-repair/schedule-managed-repair.controller';
import { ScheduleManagedRepairHandler } from './schedule-managed-repair/schedule-managed-repair.handler';

/** The full-service path: request a managed repair, look it up, schedule it. */
@Module({
  controllers: [
    RequestManagedRepairController,
    GetManagedRepairByDiagnosticController,
    ScheduleManagedRepairController,
  ],
  providers: [
    RequestManagedRepairHandler,
    GetManagedRepairByDiagnosticHandler,
    ScheduleManagedRepairHandler,
  ],
})
export class ManagedRepairsModule {}
