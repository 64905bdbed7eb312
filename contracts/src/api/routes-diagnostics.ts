import { diagnosticRecordSchema } from './diagnostic-record';
import type { ApiRoute } from './routes-shape';

export const getDiagnosticByIssue = {
  method: 'GET',
  path: '/api/diagnostics/by-issue/:issueId',
  summary: 'The analysis of an issue (owner only)',
  status: 200,
  response: diagnosticRecordSchema,
  errors: [404],
} as const satisfies ApiRoute;

export const getDiagnostic = {
  method: 'GET',
  path: '/api/diagnostics/:diagnosticId',
  summary: 'An analysis by its id (owner only)',
  status: 200,
  response: diagnosticRecordSchema,
  errors: [404],
} as const satisfies ApiRoute;
