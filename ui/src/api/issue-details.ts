import type { IssueDetailsRequest, IssueDetailsResponse } from '@fairwrench/contracts';
import { sendForm, sendJson } from '../lib/api-client';

/**
 * POST /api/issue-details: multipart when the owner added photos (the four fields plus one
 * `files` part per photo), JSON otherwise (section 7).
 */
export function postIssueDetails(
  request: IssueDetailsRequest,
  photos: readonly File[],
): Promise<IssueDetailsResponse> {
  if (photos.length === 0) return sendJson('POST', '/api/issue-details', request);
  const form = new FormData();
  for (const [key, value] of Object.entries(request)) form.append(key, value);
  for (const photo of photos) form.append('files', photo, photo.name);
  return sendForm('/api/issue-details', form);
}
