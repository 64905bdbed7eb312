import type { FeedbackRequest, FeedbackResponse } from '@fairwrench/contracts';
import { sendJson } from '../lib/api-client';

/** POST /api/feedback */
export function postFeedback(request: FeedbackRequest): Promise<FeedbackResponse> {
  return sendJson('POST', '/api/feedback', request);
}
