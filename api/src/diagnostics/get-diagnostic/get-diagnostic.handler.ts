import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DiagnosticRecord } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { findDiagnostic } from '@fairwrench/projections/diagnostics/diagnostics.query';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { GetDiagnosticQuery } from './get-diagnostic.query';

@QueryHandler(GetDiagnosticQuery)
export class GetDiagnosticHandler implements IQueryHandler<GetDiagnosticQuery> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({ key, ownerId }: GetDiagnosticQuery): Promise<DiagnosticRecord | undefined> {
    return findDiagnostic(this.sql, key, ownerId);
  }
}
