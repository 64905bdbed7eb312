import {
  IDEMPOTENCY_KEY_HEADER,
  type IssueDetailsRequest,
  type IssueDetailsResponse,
} from '@fairwrench/contracts';
import { callApi } from '../lib/api-client';
import { issueSubmissionKey } from './issue-submission-key';

/**
 * POST /api/issue-details: multipart when the owner added photos (the four fields plus one
 * `files` part per photo), JSON otherwise (section 7). The Idempotency-Key names what is
 * submitted, so sending the same issue again answers the analysis already made.
 */
export async function postIssueDetails(
  request: IssueDetailsRequest,
  photos: readonly File[],
): Promise<IssueDetailsResponse> {
  const key = await issueSubmissionKey(request, photos);
  const headers: Record<string, string> = key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {};
  const body = photos.length === 0 ? request : withPhotos(request, photos);
  return callApi('submitIssue', { body, headers });
}

function withPhotos(request: IssueDetailsRequest, photos: readonly File[]): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(request)) form.append(field, value);
  for (const photo of photos) form.append('files', photo, photo.name);
  return form;
}
