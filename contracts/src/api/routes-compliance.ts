import { leadTrailQuerySchema, leadTrailResponseSchema } from './compliance';
import type { ApiRoute } from './routes-shape';

// Staff calls: compliance reads, authenticated with COMPLIANCE_TOKEN (404 while it is unset).

export const getLeadTrail = {
  method: 'GET',
  path: '/api/compliance/leads',
  summary:
    'What was shared with which shop, when and on what consent, with its deliveries (every read is recorded)',
  query: leadTrailQuerySchema,
  bearerAuth: true,
  status: 200,
  response: leadTrailResponseSchema,
  errors: [400, 401, 404],
} as const satisfies ApiRoute;
