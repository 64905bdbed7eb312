import { type IssueView } from '@fairwrench/contracts';
import { callApi } from '../lib/api-client';

/** GET /api/issues/{issueId}: the analysis page fires it; the answer is not shown. */
export function getIssue(issueId: string, signal?: AbortSignal): Promise<IssueView> {
  return callApi('getIssue', { params: { issueId }, signal });
}
