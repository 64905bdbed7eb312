import type { DiagnosticOutcome, IssueView, Powertrain } from '@fairwrench/contracts';

/**
 * The diagnostics read model's table: written by diagnostics.projection.ts, read by
 * diagnostics.query.ts.
 */
export const diagnosticsTable = 'rm_diagnostics';

/**
 * A row of the table. `result_type` and `results` come from one event, so they always match
 * even though the row keeps them in two columns. Timestamps go in as ISO strings and come
 * back as dates.
 */
export interface DiagnosticRow {
  diagnostic_id: string;
  issue_id: string;
  user_id: string;
  vehicle_id: string;
  issue_type: IssueView['issueType'];
  result_type: DiagnosticOutcome['resultType'];
  results: DiagnosticOutcome['results'];
  zip_code: string;
  powertrain: Powertrain | null;
  produced_at: Date | string;
}
