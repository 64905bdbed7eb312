import { z } from 'zod';
import { CONSENT_PURPOSES } from '../consent-texts';
import { CONSENT_WITHDRAWAL_SOURCES } from '../events/consent';
import { leadSharingSchema } from './compliance';
import { namedShopSchema } from './shops';
import { isoDateTime } from './common-fields';
import { OPT_OUT_SOURCES } from './data-rights';
import { diagnosticRecordSchema } from './diagnostic-record';
import { issueViewSchema } from './issue-view';
import { managedRepairViewSchema } from './managed-repair-view';
import { vehicleViewSchema } from './vehicle-info';

/**
 * One recorded consent, its withdrawal, or the opt-out of sale and sharing (ADR 025). A
 * consent recorded before ConsentGiven existed is listed from the event that recorded it
 * (VehicleRegistered: the terms and their lead-sharing clause; ManagedRepairScheduled: SMS),
 * with its event id as consent id and no page or fingerprint.
 */
export const consentRecordSchema = z.strictObject({
  kind: z.enum(['consent-given', 'consent-withdrawn', 'opt-out-of-sale-and-sharing']),
  /** Null for the opt-out, which covers every sale and sharing. */
  purpose: z.enum(CONSENT_PURPOSES).nullable(),
  at: isoDateTime,
  /** The consent given, or every consent a withdrawal ended; empty for the opt-out. */
  consentIds: z.array(z.uuid()),
  /** The version of the text shown (consents given only). */
  textVersion: z.string().nullable(),
  /** The web app's page it was given on; null for consents recorded before pages were. */
  sourcePage: z.string().nullable(),
  /** The keyed digest of the owner's IP and user agent when they gave it. */
  clientFingerprint: z.string().nullable(),
  /** Where a withdrawal or the opt-out came from. */
  source: z.enum([...CONSENT_WITHDRAWAL_SOURCES, ...OPT_OUT_SOURCES]).nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/**
 * POST /api/me/consents/:purpose/withdraw: the withdrawal as recorded. Asking again answers
 * the same withdrawal until a new consent to the purpose is given.
 */
export const consentWithdrawalSchema = z.strictObject({
  purpose: z.enum(CONSENT_PURPOSES),
  withdrawnAt: isoDateTime,
  /** Every consent to the purpose that was in force, now ended. */
  consentIds: z.array(z.uuid()).min(1),
});
export type ConsentWithdrawal = z.infer<typeof consentWithdrawalSchema>;

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
  /** The shops in `leadsShared`, by id: who has the owner's details, by name and city. */
  shops: z.record(z.string(), namedShopSchema),
});
export type MyData = z.infer<typeof myDataSchema>;
