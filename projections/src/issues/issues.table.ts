import type { IssueView, PhotoReference } from '@fairwrench/contracts';

/** The issues read model's table: written by issues.projection.ts, read by issues.query.ts. */
export const issuesTable = 'rm_issues';

/** A row of the table. Timestamps go in as ISO strings and come back as dates. */
export interface IssueRow {
  issue_id: string;
  user_id: string;
  vehicle_id: string;
  issue_type: IssueView['issueType'];
  description: string;
  photos: PhotoReference[];
  submitted_at: Date | string;
}
