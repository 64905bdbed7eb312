import type { IssueView } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { findIssue } from '@fairwrench/projections/issues/issues.query';

/** Undefined when the issue does not exist or belongs to someone else. */
export function getIssue(
  deps: { readonly sql: SqlClient },
  input: { readonly issueId: string; readonly ownerId: string },
): Promise<IssueView | undefined> {
  return findIssue(deps.sql, input.issueId, input.ownerId);
}
