import { z } from 'zod';
import { leadSharingSchema } from './compliance';
import { isoDateTime } from './common-fields';
import { OPT_OUT_SOURCES } from './data-rights';
import { diagnosticRecordSchema } from './diagnostic-record';
import { issueViewSchema } from './issue-view';
import { managedRepairViewSchema } from './managed-repair-view';
import { vehicleViewSchema } from './vehicle-info';

/** A consent the owner gave, or withdrew (the opt-out), as recorded. */
export const consentRecordSchema = z.strictObject({
  kind: z.enum(['terms', 'sms', 'opt-out-of-sale-and-sharing']),
  givenAt: isoDateTime,
  /** The terms version accepted (terms only). */
  version: z.string().nullable(),
  /** Where an opt-out came from (opt-out only). */
  source: z.enum(OPT_OUT_SOURCES).nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/**
 * GET /api/me/data: everything held about the session owner (CCPA/CPRA right to know):
 * vehicles with contact details, issues, analyses, managed repairs, consents, and every lead
 * shared with a shop, with the fields it carried and its delivery.
 */
export const myDataSchema = z.strictObject({
  ownerId: z.uuid(),
  exportedAt: isoDateTime,
  vehicles: z.array(vehicleViewSchema),
  issues: z.array(issueViewSchema),
  analyses: z.array(diagnosticRecordSchema),
  managedRepairs: z.array(managedRepairViewSchema),
  consents: z.array(consentRecordSchema),
  leadsShared: z.array(leadSharingSchema),
});
export type MyData = z.infer<typeof myDataSchema>;
