import { type FeedbackRequest, type FeedbackResponse } from '@fairwrench/contracts';
import { callApi } from '../lib/api-client';

/** POST /api/feedback */
export function postFeedback(request: FeedbackRequest): Promise<FeedbackResponse> {
  return callApi('submitFeedback', { body: request });
}
