import { livenessResponseSchema, readinessResponseSchema } from './operations';
import type { ApiRoute } from './routes-shape';

// Calls for the platform, not for owners: outside /api, so a proxy can keep them private by
// path; no session, no rate limit, never cached (ADR 030).

export const getLiveness = {
  method: 'GET',
  path: '/health/live',
  summary: 'The process is up (no dependency is checked)',
  status: 200,
  response: livenessResponseSchema,
  errors: [],
} as const satisfies ApiRoute;

export const getReadiness = {
  method: 'GET',
  path: '/health/ready',
  summary:
    'The database, and the broker where this process forwards leads, answered in time; 503 names the check that did not',
  status: 200,
  response: readinessResponseSchema,
  errors: [503],
} as const satisfies ApiRoute;

export const getMetrics = {
  method: 'GET',
  path: '/metrics',
  summary: 'Prometheus metrics in the text format (bearer METRICS_TOKEN; 404 while it is unset)',
  bearerAuth: true,
  status: 200,
  errors: [401, 404],
} as const satisfies ApiRoute;
