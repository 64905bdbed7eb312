import { type DiagnosticRecord } from '@fairwrench/contracts';
import { callApi } from '../lib/api-client';

/** GET /api/diagnostics/by-issue/{issueId}: the record the results page shows. */
export function getDiagnosticByIssue(
  issueId: string,
  signal?: AbortSignal,
): Promise<DiagnosticRecord> {
  return callApi('getDiagnosticByIssue', { params: { issueId }, signal });
}

/** GET /api/diagnostics/{diagnosticId}: fetched on service options and confirmation. */
export function getDiagnostic(
  diagnosticId: string,
  signal?: AbortSignal,
): Promise<DiagnosticRecord> {
  return callApi('getDiagnostic', { params: { diagnosticId }, signal });
}
