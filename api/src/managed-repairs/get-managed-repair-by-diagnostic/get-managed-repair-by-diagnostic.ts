import type { ManagedRepairView } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { findManagedRepair } from '@fairwrench/projections/managed-repairs/managed-repairs.query';

/** Undefined when the analysis has no managed repair yet or belongs to someone else. */
export function getManagedRepairByDiagnostic(
  deps: { readonly sql: SqlClient },
  input: { readonly diagnosticId: string; readonly ownerId: string },
): Promise<ManagedRepairView | undefined> {
  return findManagedRepair(deps.sql, { diagnosticId: input.diagnosticId }, input.ownerId);
}
