import {
  CREATE_MANAGED_REPAIR_FAILED,
  type CreateManagedRepairResponse,
  type ManagedRepairConfirmation,
  type ManagedRepairView,
  type UpdateManagedRepairRequest,
} from '@fairwrench/contracts';
import { ApiContractError, ApiError, callApi } from '../lib/api-client';

/**
 * POST /api/managed-repairs. A non-OK answer reads 'Failed to create managed repair'
 * (section 7); an OK one without an id 'Failed to create managed repair record' (section 8).
 */
export async function createManagedRepair(
  diagnosticId: string,
): Promise<CreateManagedRepairResponse> {
  try {
    return await callApi('requestManagedRepair', { body: { diagnosticId } });
  } catch (error) {
    const withoutId = error instanceof ApiContractError;
    throw new Error(
      withoutId ? `${CREATE_MANAGED_REPAIR_FAILED} record` : CREATE_MANAGED_REPAIR_FAILED,
    );
  }
}

/** GET /api/managed-repairs/by-diagnostic/{id}; null when the API answers 404 (none yet). */
export async function findManagedRepair(diagnosticId: string): Promise<ManagedRepairView | null> {
  try {
    return await callApi('getManagedRepairByDiagnostic', { params: { diagnosticId } });
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
  return callApi('scheduleManagedRepair', { params: { managedRepairId }, body: request });
}

/** GET /api/managed-repairs/{id}/confirmation: reference, recap, shop once chosen, next step. */
export function getManagedRepairConfirmation(
  managedRepairId: string,
  signal?: AbortSignal,
): Promise<ManagedRepairConfirmation> {
  return callApi('getManagedRepairConfirmation', { params: { managedRepairId }, signal });
}
