import {
  createManagedRepairRequestSchema,
  createManagedRepairResponseSchema,
} from './managed-repair-create';
import { updateManagedRepairRequestSchema } from './managed-repair-update';
import { managedRepairViewSchema, updateManagedRepairResponseSchema } from './managed-repair-view';
import { managedRepairConfirmationSchema } from './managed-repair-confirmation';
import type { ApiRoute } from './routes-shape';

export const requestManagedRepair = {
  method: 'POST',
  path: '/api/managed-repairs',
  summary:
    'Request a managed repair for a diagnostic (201; a repeat for the same diagnostic answers 200 with the existing id)',
  body: createManagedRepairRequestSchema,
  status: 201,
  response: createManagedRepairResponseSchema,
  errors: [400, 404],
} as const satisfies ApiRoute;

export const getManagedRepairByDiagnostic = {
  method: 'GET',
  path: '/api/managed-repairs/by-diagnostic/:diagnosticId',
  summary: 'The managed repair of a diagnostic; 404 when none exists',
  status: 200,
  response: managedRepairViewSchema,
  errors: [404],
} as const satisfies ApiRoute;

export const scheduleManagedRepair = {
  method: 'PATCH',
  path: '/api/managed-repairs/:managedRepairId',
  summary: 'Schedule: phone, SMS consent, preferred date, ZIP',
  body: updateManagedRepairRequestSchema,
  status: 200,
  response: updateManagedRepairResponseSchema,
  errors: [400, 404],
} as const satisfies ApiRoute;

export const getManagedRepairConfirmation = {
  method: 'GET',
  path: '/api/managed-repairs/:managedRepairId/confirmation',
  summary:
    "A scheduled managed repair's confirmation: reference, recap, the shop once chosen, and when we call (owner only)",
  status: 200,
  response: managedRepairConfirmationSchema,
  errors: [404],
} as const satisfies ApiRoute;
