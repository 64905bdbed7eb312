import {
  CREATE_MANAGED_REPAIR_FAILED,
  type CreateManagedRepairResponse,
  type ManagedRepairView,
  type UpdateManagedRepairRequest,
} from '@fairwrench/contracts';
import { ApiError, getJson, sendJson } from '../lib/api-client';

/**
 * POST /api/managed-repairs. A non-OK answer reads 'Failed to create managed repair'
 * (section 7); an OK one without an id 'Failed to create managed repair record' (section 8).
 */
export async function createManagedRepair(
  diagnosticId: string,
): Promise<CreateManagedRepairResponse> {
  let created: Partial<CreateManagedRepairResponse> | null;
  try {
    created = await sendJson('POST', '/api/managed-repairs', { diagnosticId });
  } catch {
    throw new Error(CREATE_MANAGED_REPAIR_FAILED);
  }
  if (!created?.managedRepairId) throw new Error(`${CREATE_MANAGED_REPAIR_FAILED} record`);
  return { managedRepairId: created.managedRepairId };
}

/** GET /api/managed-repairs/by-diagnostic/{id}; null when the API answers 404 (none yet). */
export async function findManagedRepair(diagnosticId: string): Promise<ManagedRepairView | null> {
  try {
    return await getJson(`/api/managed-repairs/by-diagnostic/${encodeURIComponent(diagnosticId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** PATCH /api/managed-repairs/{id} with the owner's contact details and preferred date. */
export function updateManagedRepair(
  managedRepairId: string,
  request: UpdateManagedRepairRequest,
): Promise<ManagedRepairView> {
  return sendJson('PATCH', `/api/managed-repairs/${encodeURIComponent(managedRepairId)}`, request);
}
