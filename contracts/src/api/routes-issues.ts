import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  issueDetailsRequestSchema,
  issueDetailsResponseSchema,
} from './issue-details';
import { issueViewSchema } from './issue-view';
import type { ApiRoute } from './routes-shape';

export const submitIssue = {
  method: 'POST',
  path: '/api/issue-details',
  summary: 'Submit the problem (JSON, or multipart with up to 5 photos) and get the analysis ids',
  body: issueDetailsRequestSchema,
  multipart: true,
  headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema },
  status: 201,
  response: issueDetailsResponseSchema,
  errors: [400, 404, 413, 415, 422, 429],
} as const satisfies ApiRoute;

export const getIssue = {
  method: 'GET',
  path: '/api/issues/:issueId',
  summary: 'The submitted issue (owner only)',
  status: 200,
  response: issueViewSchema,
  errors: [404],
} as const satisfies ApiRoute;

/** The bytes of an image, not JSON: no response schema. */
export const getIssuePhoto = {
  method: 'GET',
  path: '/api/issues/:issueId/photos/:sha256',
  summary: 'A stored photo, metadata stripped (owner only)',
  status: 200,
  errors: [404],
} as const satisfies ApiRoute;
