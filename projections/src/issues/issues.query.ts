import { ERASED, type IssueView } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { issuesTable, type IssueRow } from './issues.table';

export type { IssueRow } from './issues.table';

/**
 * GET /api/issues/{issueId}: the owner's issue; undefined for anyone else. Rows were
 * validated as events on the way in; they are mapped, not parsed again.
 */
export async function findIssue(
  sql: SqlClient,
  issueId: string,
  ownerId: string,
): Promise<IssueView | undefined> {
  const [row] = await sql.query<IssueRow>(
    `select issue_id::text, user_id::text, vehicle_id::text, issue_type, description, photos,
            submitted_at
     from ${issuesTable} where issue_id = $1 and user_id = $2`,
    [issueId, ownerId],
    'rm_issues_get',
  );
  if (!row) return undefined;
  return {
    issueId: row.issue_id,
    userId: row.user_id,
    vehicleId: row.vehicle_id,
    issueType: row.issue_type,
    description: row.description,
    // An erased owner's photos are gone: their references are not shown.
    photos: row.photos.filter((photo) => photo.sha256 !== ERASED),
    submittedAt: new Date(row.submitted_at).toISOString(),
  };
}

/**
 * Whether the owner's issue names this photo: a photo opens only to the owner of an issue
 * that shows it, never to someone who merely knows its hash.
 */
export async function issueHasPhoto(
  sql: SqlClient,
  issueId: string,
  sha256: string,
  ownerId: string,
): Promise<boolean> {
  const rows = await sql.query(
    `select 1 from ${issuesTable}
     where issue_id = $1 and user_id = $2 and photos @> $3::jsonb`,
    [issueId, ownerId, JSON.stringify([{ sha256 }])],
  );
  return rows.length > 0;
}

/** The ids of the owner's issues, oldest first. */
export async function listOwnerIssueIds(sql: SqlClient, ownerId: string): Promise<string[]> {
  const rows = await sql.query<Pick<IssueRow, 'issue_id'>>(
    `select issue_id::text from ${issuesTable} where user_id = $1 order by submitted_at, issue_id`,
    [ownerId],
  );
  return rows.map((row) => row.issue_id);
}

/**
 * The photos only this owner's issues show: erasure deletes their files. A photo another
 * owner's issue also shows (the same bytes, stored once) stays for that owner.
 */
export async function photosOnlyOwnedBy(sql: SqlClient, ownerId: string): Promise<string[]> {
  const rows = await sql.query<{ sha256: string }>(
    `select distinct photo->>'sha256' as sha256
     from ${issuesTable}, jsonb_array_elements(photos) as photo
     where user_id = $1
       and not exists (
         select 1 from ${issuesTable} other
         where other.user_id <> $1 and other.photos @> jsonb_build_array(jsonb_build_object('sha256', photo->>'sha256')))`,
    [ownerId],
  );
  return rows.map((row) => row.sha256);
}
