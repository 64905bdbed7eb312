import { z } from 'zod';

/** POST /api/managed-repairs: the owner chose the full-service path for this analysis. */
export const createManagedRepairRequestSchema = z.strictObject({
  diagnosticId: z.uuid(),
});
export type CreateManagedRepairRequest = z.infer<typeof createManagedRepairRequestSchema>;

export const createManagedRepairResponseSchema = z.strictObject({
  managedRepairId: z.uuid(),
});
export type CreateManagedRepairResponse = z.infer<typeof createManagedRepairResponseSchema>;

/** The client's error text when creation fails (section 7). */
export const CREATE_MANAGED_REPAIR_FAILED = 'Failed to create managed repair';
