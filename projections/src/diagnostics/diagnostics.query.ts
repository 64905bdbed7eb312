import type { DiagnosticRecord } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { diagnosticsTable, type DiagnosticRow } from './diagnostics.table';

export type { DiagnosticRow } from './diagnostics.table';

/** A diagnostic is found by its own id or by the issue it answers (one per issue). */
export type DiagnosticKey = { readonly diagnosticId: string } | { readonly issueId: string };

type RecordRow = Pick<
  DiagnosticRow,
  'diagnostic_id' | 'issue_id' | 'result_type' | 'results' | 'produced_at'
>;

const selectRecord = (column: 'diagnostic_id' | 'issue_id') =>
  `select diagnostic_id::text, issue_id::text, result_type, results, produced_at
   from ${diagnosticsTable} where ${column} = $1 and user_id = $2`;

/**
 * GET /api/diagnostics/{id} and /by-issue/{issueId}: the owner's diagnostic; undefined for
 * anyone else. Rows were validated as events on the way in, and a row's result type and
 * results come from one event, so they are mapped, not parsed again: results can be a few
 * kilobytes.
 */
export async function findDiagnostic(
  sql: SqlClient,
  key: DiagnosticKey,
  ownerId: string,
): Promise<DiagnosticRecord | undefined> {
  const [row] =
    'diagnosticId' in key
      ? await sql.query<RecordRow>(
          selectRecord('diagnostic_id'),
          [key.diagnosticId, ownerId],
          'rm_diagnostics_by_id',
        )
      : await sql.query<RecordRow>(
          selectRecord('issue_id'),
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

/** What shop recommendations read of an analysis: the problem and where the vehicle is. */
export interface DiagnosticFacts {
  readonly issueType: DiagnosticRow['issue_type'];
  readonly resultType: DiagnosticRow['result_type'];
  /** Only causes and parts can point to a specialist; null for every other result type. */
  readonly results: DiagnosticRow['results'] | null;
  /** The vehicle's ZIP code when the issue was submitted. */
  readonly zipCode: string;
  readonly powertrain: DiagnosticRow['powertrain'];
}

type FactsRow = Pick<DiagnosticRow, 'issue_type' | 'result_type' | 'zip_code' | 'powertrain'> & {
  results: DiagnosticRow['results'] | null;
};

/** The facts of the owner's analysis; undefined for anyone else. */
export async function findDiagnosticFacts(
  sql: SqlClient,
  diagnosticId: string,
  ownerId: string,
): Promise<DiagnosticFacts | undefined> {
  const [row] = await sql.query<FactsRow>(
    // Other results are not fetched at all: they can be a few kilobytes and tell nothing here.
    `select issue_type, result_type, zip_code, powertrain,
            case when result_type in ('diagnostic', 'parts') then results end as results
     from ${diagnosticsTable} where diagnostic_id = $1 and user_id = $2`,
    [diagnosticId, ownerId],
  );
  if (!row) return undefined;
  return {
    issueType: row.issue_type,
    resultType: row.result_type,
    results: row.results,
    zipCode: row.zip_code,
    powertrain: row.powertrain,
  };
}

/**
 * The issue a diagnostic answers and the owner of both, whoever asks: for a command whose
 * decider checks ownership itself. The issue submit waits for this projection before it
 * answers, so the row is there by the time an owner can act on the diagnostic.
 */
export async function findDiagnosticIssue(
  sql: SqlClient,
  diagnosticId: string,
): Promise<{ issueId: string; userId: string } | undefined> {
  const [row] = await sql.query<Pick<DiagnosticRow, 'issue_id' | 'user_id'>>(
    `select issue_id::text, user_id::text from ${diagnosticsTable} where diagnostic_id = $1`,
    [diagnosticId],
  );
  return row ? { issueId: row.issue_id, userId: row.user_id } : undefined;
}
