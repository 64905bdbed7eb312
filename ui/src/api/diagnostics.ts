import type { DiagnosticRecord } from '@fairwrench/contracts';
import { getJson } from '../lib/api-client';

/** GET /api/diagnostics/by-issue/{issueId}: the record the results page shows. */
export function getDiagnosticByIssue(
  issueId: string,
  signal?: AbortSignal,
): Promise<DiagnosticRecord> {
  return getJson(`/api/diagnostics/by-issue/${encodeURIComponent(issueId)}`, undefined, signal);
}

/** GET /api/diagnostics/{diagnosticId}: fetched on service options and confirmation. */
export function getDiagnostic(
  diagnosticId: string,
  signal?: AbortSignal,
): Promise<DiagnosticRecord> {
  return getJson(`/api/diagnostics/${encodeURIComponent(diagnosticId)}`, undefined, signal);
}
