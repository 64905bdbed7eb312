import { z } from 'zod';
import { defineEvent } from './envelope';

/** The owner chose the full-service path; contact details follow in ManagedRepairScheduled. */
export const managedRepairRequestedSchema = defineEvent(
  'ManagedRepairRequested',
  1,
  z.strictObject({
    managedRepairId: z.uuid(),
    diagnosticId: z.uuid(),
    issueId: z.uuid(),
    userId: z.uuid(),
  }),
);
export type ManagedRepairRequested = z.infer<typeof managedRepairRequestedSchema>;
