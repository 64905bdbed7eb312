import type { SqlClient } from '@fairwrench/event-store';
import { issueHasPhoto } from '@fairwrench/projections/issues/issues.query';
import type { PhotoStore } from '../../photos/photo-store';

export interface IssuePhoto {
  readonly bytes: Buffer;
  readonly contentType: string;
}

/**
 * Undefined unless the issue belongs to `ownerId` and names this photo: a hash alone opens
 * nothing, even to someone who knows it.
 */
export async function getIssuePhoto(
  deps: { readonly sql: SqlClient; readonly photos: PhotoStore },
  input: { readonly issueId: string; readonly sha256: string; readonly ownerId: string },
): Promise<IssuePhoto | undefined> {
  const { issueId, sha256, ownerId } = input;
  if (!(await issueHasPhoto(deps.sql, issueId, sha256, ownerId))) return undefined;
  return deps.photos.read(sha256);
}
