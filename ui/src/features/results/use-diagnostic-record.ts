import type { DiagnosticRecord } from '@fairwrench/contracts';
import { getDiagnosticByIssue } from '../../api/diagnostics';
import { getIssue } from '../../api/issue';
import { type QueryState, useQuery } from '../../lib/use-query';

/**
 * The analysis page's two reads (section 7), once per mount and never retried: the issue,
 * whose answer the page does not show, and the diagnostic record it renders.
 */
export function useDiagnosticRecord(issueId: string | null): QueryState<DiagnosticRecord> {
  useQuery(issueId ? `issue:${issueId}` : null, (signal) => getIssue(issueId!, signal));
  return useQuery(issueId ? `diagnostic-by-issue:${issueId}` : null, (signal) =>
    getDiagnosticByIssue(issueId!, signal),
  );
}
