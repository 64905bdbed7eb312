import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { READ_MODELS, type DiagnosticRecord } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { GetDiagnosticQuery } from './get-diagnostic.query';

interface DiagnosticRow {
  diagnostic_id: string;
  issue_id: string;
  result_type: DiagnosticRecord['resultType'];
  results: DiagnosticRecord['results'];
  produced_at: Date | string;
}

const select = (column: 'diagnostic_id' | 'issue_id') =>
  `select diagnostic_id::text, issue_id::text, result_type, results, produced_at
   from ${READ_MODELS.diagnostics.table} where ${column} = $1 and user_id = $2`;

@QueryHandler(GetDiagnosticQuery)
export class GetDiagnosticHandler implements IQueryHandler<GetDiagnosticQuery> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /**
   * Rows were validated as events on the way in, and a row's result type and results come
   * from one event, so they are mapped, not parsed again: results can be a few kilobytes.
   */
  async execute({ key, ownerId }: GetDiagnosticQuery): Promise<DiagnosticRecord | undefined> {
    const [row] =
      'diagnosticId' in key
        ? await this.sql.query<DiagnosticRow>(
            select('diagnostic_id'),
            [key.diagnosticId, ownerId],
            'rm_diagnostics_by_id',
          )
        : await this.sql.query<DiagnosticRow>(
            select('issue_id'),
            [key.issueId, ownerId],
            'rm_diagnostics_by_issue',
          );
    if (!row) return undefined;
    return {
      diagnosticId: row.diagnostic_id,
      issueId: row.issue_id,
      producedAt: new Date(row.produced_at).toISOString(),
      resultType: row.result_type,
      results: row.results,
    } as DiagnosticRecord;
  }
}
