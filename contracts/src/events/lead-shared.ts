import { z } from 'zod';
import { moneyRangeSchema } from '../api/common-fields';
import { issueTypeSchema } from '../api/issue-details';
import { URGENCY_LEVELS } from '../constants';
import { CLIENT_FINGERPRINT } from './consent';
import { defineEvent } from './envelope';

/** Why a partner shop got the owner's details. */
export const LEAD_REASONS = ['managed-repair', 'recommendation'] as const;
export type LeadReason = (typeof LEAD_REASONS)[number];

/**
 * Why sharing was allowed: `consent` when the owner agreed to the terms' lead-sharing clause
 * and was shown the shop (recommendations); `contract` when the owner also asked us to arrange
 * the repair with the shop (managed repairs). Both rest on the recorded consents in `evidence`.
 */
export const LEAD_LEGAL_BASES = ['consent', 'contract'] as const;
export type LeadLegalBasis = (typeof LEAD_LEGAL_BASES)[number];

/** How the shop may reach the owner: e-mail always; calls and texts only with SMS consent in force. */
export const LEAD_CONTACT_CHANNELS = ['email', 'phone', 'sms'] as const;

/** The owner fields a lead can carry; a lead carries only those its reason needs. */
export const LEAD_OWNER_FIELDS = ['name', 'email', 'phone', 'zipCode'] as const;
export type LeadOwnerField = (typeof LEAD_OWNER_FIELDS)[number];

/**
 * One recorded consent the lead rests on, named by the event that recorded it: a ConsentGiven
 * (ADR 025) with its text version and digest, page and client fingerprint, or, for consents
 * recorded before those existed, the VehicleRegistered (terms, its lead-sharing clause
 * included) or ManagedRepairScheduled (SMS) event.
 */
export const consentEvidenceSchema = z.strictObject({
  kind: z.enum(['terms', 'sms', 'lead-sharing']),
  eventId: z.uuid(),
  eventType: z.enum(['VehicleRegistered', 'ManagedRepairScheduled', 'ConsentGiven']),
  /** When the owner gave it. */
  givenAt: z.iso.datetime({ offset: true }),
  /** The version of the terms the owner accepted (terms recorded by VehicleRegistered only). */
  version: z.string().min(1).optional(),
  /** The consent's id, which a withdrawal names (ConsentGiven only; so are the fields below). */
  consentId: z.uuid().optional(),
  textVersion: z.string().min(1).optional(),
  textSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  sourcePage: z.string().min(1).optional(),
  clientFingerprint: z.string().regex(CLIENT_FINGERPRINT).optional(),
});
export type ConsentEvidence = z.infer<typeof consentEvidenceSchema>;

/** What a shop needs to quote: the kind of analysis and its leading findings with costs. */
export const leadAnalysisSchema = z.strictObject({
  diagnosticId: z.uuid(),
  kind: issueTypeSchema,
  /** At most three: causes by probability, services reviewed, parts or repair areas. */
  findings: z.array(
    z.strictObject({
      name: z.string().min(1),
      /** Percent, for symptom causes only. */
      probability: z.number().min(0).max(100).nullable(),
      urgency: z.enum(URGENCY_LEVELS).nullable(),
      costRange: moneyRangeSchema.nullable(),
    }),
  ),
  /** The whole job's range where the analysis gives one. */
  totalCostRange: moneyRangeSchema.nullable(),
});
export type LeadAnalysis = z.infer<typeof leadAnalysisSchema>;

/** Why this shop: its place among those shown, or the rule that chose it for a managed repair. */
export const leadSelectionSchema = z.strictObject({
  /** 1 for the first shop in the list shown, or the shop chosen. */
  rank: z.int().positive(),
  rating: z.number().min(0).max(5),
  reviewCount: z.int().nonnegative(),
  distanceInMiles: z.number().nonnegative(),
  /** In words, for the compliance trail and the shop ("highly rated partner, 3.2 mi, ..."). */
  reason: z.string().min(1),
});
export type LeadSelection = z.infer<typeof leadSelectionSchema>;

/**
 * The owner's details were shared with a partner shop. Sharing personal data must be provable
 * later, so the event keeps exactly what was shared (`owner` holds only the fields shared), on
 * which basis, and the consent events it rests on. One lead per issue per shop.
 */
export const leadSharedSchema = defineEvent(
  'LeadShared',
  1,
  z.strictObject({
    leadId: z.uuid(),
    shopId: z.string().regex(/^[a-z0-9-]{1,64}$/),
    /** The owner, pseudonymous: the trail shows this id, never the name. */
    ownerId: z.uuid(),
    issueId: z.uuid(),
    reason: z.enum(LEAD_REASONS),
    legalBasis: z.enum(LEAD_LEGAL_BASES),
    selection: leadSelectionSchema,
    owner: z.strictObject({
      name: z.string().optional(),
      email: z.string().optional(),
      phone: z.string().optional(),
      zipCode: z.string(),
    }),
    contactChannels: z.array(z.enum(LEAD_CONTACT_CHANNELS)).min(1),
    evidence: z.array(consentEvidenceSchema).min(1),
    vehicle: z.strictObject({
      year: z.int(),
      make: z.string(),
      model: z.string(),
      mileage: z.int().nullable(),
    }),
    analysis: leadAnalysisSchema,
    /** The day the owner asked for, for managed repairs. */
    preferredDate: z.iso.datetime({ offset: true }).nullable(),
    sharedAt: z.iso.datetime({ offset: true }),
  }),
);
export type LeadShared = z.infer<typeof leadSharedSchema>;

/** The owner fields a lead actually carries, in a fixed order (for the trail). */
export function fieldsShared(owner: LeadShared['data']['owner']): LeadOwnerField[] {
  return LEAD_OWNER_FIELDS.filter((field) => owner[field] !== undefined);
}
