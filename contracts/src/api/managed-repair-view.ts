import { z } from 'zod';
import { isoDateTime } from './common-fields';

/** GET /api/managed-repairs/by-diagnostic/{diagnosticId}; 404 means none exists yet. */
export const managedRepairByDiagnosticParamsSchema = z.strictObject({ diagnosticId: z.uuid() });
export type ManagedRepairByDiagnosticParams = z.infer<typeof managedRepairByDiagnosticParamsSchema>;

const common = {
  managedRepairId: z.uuid(),
  diagnosticId: z.uuid(),
  issueId: z.uuid(),
  requestedAt: isoDateTime,
};

/**
 * A managed repair is either just requested or scheduled with the owner's contact details;
 * the union keeps a "scheduled" repair from lacking a phone number or date. Fields are plain
 * strings because a view shows what was accepted, not today's form rules.
 */
export const managedRepairViewSchema = z.discriminatedUnion('status', [
  z.strictObject({ ...common, status: z.literal('requested') }),
  z.strictObject({
    ...common,
    status: z.literal('scheduled'),
    phoneNumber: z.string(),
    smsOptIn: z.literal(true),
    preferredDate: isoDateTime,
    vehicleZipCode: z.string(),
    scheduledAt: isoDateTime,
  }),
]);
export type ManagedRepairView = z.infer<typeof managedRepairViewSchema>;
export type ManagedRepairStatus = ManagedRepairView['status'];

/** The lookup answers with the whole view; the flow only needs `managedRepairId` from it. */
export const managedRepairByDiagnosticResponseSchema = managedRepairViewSchema;
export type ManagedRepairByDiagnosticResponse = ManagedRepairView;

/** PATCH /api/managed-repairs/{managedRepairId} answers with the view after the update. */
export const updateManagedRepairResponseSchema = managedRepairViewSchema;
export type UpdateManagedRepairResponse = ManagedRepairView;
