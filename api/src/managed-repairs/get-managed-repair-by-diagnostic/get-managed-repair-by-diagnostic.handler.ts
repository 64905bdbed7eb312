import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ManagedRepairView } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { findManagedRepair } from '@fairwrench/projections/managed-repairs/managed-repairs.query';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { GetManagedRepairByDiagnosticQuery } from './get-managed-repair-by-diagnostic.query';

@QueryHandler(GetManagedRepairByDiagnosticQuery)
export class GetManagedRepairByDiagnosticHandler implements IQueryHandler<GetManagedRepairByDiagnosticQuery> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({
    diagnosticId,
    ownerId,
  }: GetManagedRepairByDiagnosticQuery): Promise<ManagedRepairView | undefined> {
    return findManagedRepair(this.sql, { diagnosticId }, ownerId);
  }
}
