import { z } from 'zod';
import { moneyRangeSchema } from '../api/common-fields';
import { issueTypeSchema } from '../api/issue-details';
import { URGENCY_LEVELS } from '../constants';
import type { BrokerAcl } from '../events/partner-access';
import {
  LEAD_CONTACT_CHANNELS,
  LEAD_LEGAL_BASES,
  LEAD_REASONS,
  type LeadShared,
} from '../events/lead-shared';

/**
 * What partner shops receive on the broker (docs/partners.md). These schemas are a public
 * contract: a field is only ever added as optional within a version; anything else is a new
 * version, announced in the `fairwrench-schema-version` header.
 */

/** One topic per partner: `fairwrench.leads.<shopId>`; only that partner's user can read it. */
export const PARTNER_TOPIC_PREFIX = 'fairwrench.leads.';
export const partnerTopic = (shopId: string): string => `${PARTNER_TOPIC_PREFIX}${shopId}`;
/** The stream that records a partner's access (PartnerAccessGranted / PartnerAccessRevoked). */
export const partnerAccessStreamId = (shopId: string): string => `partner-access-${shopId}`;
/** The stream of an owner's data-rights choices (SaleAndSharingOptedOut; more to come). */
export const dataRightsStreamId = (userId: string): string => `data-rights-${userId}`;
/** The partner's SASL/SCRAM user, and the prefix its consumer groups must start with. */
export const partnerPrincipal = (shopId: string): string => `partner-${shopId}`;
export const partnerGroupPrefix = (shopId: string): string => `partner-${shopId}.`;

/**
 * What a partner's user may do on the broker: read its own topic, in consumer groups named
 * with its own prefix. Nothing else: no other topic, no writes, no other group.
 */
export function partnerAcls(shopId: string): BrokerAcl[] {
  const topic = partnerTopic(shopId);
  return [
    { resourceType: 'topic', patternType: 'literal', resourceName: topic, operation: 'read' },
    { resourceType: 'topic', patternType: 'literal', resourceName: topic, operation: 'describe' },
    {
      resourceType: 'group',
      patternType: 'prefixed',
      resourceName: partnerGroupPrefix(shopId),
      operation: 'read',
    },
  ];
}

/** Message headers, all UTF-8 strings. */
export const PARTNER_HEADERS = {
  /** The id of the event the message carries: the same on every redelivery. De-duplicate on it. */
  eventId: 'fairwrench-event-id',
  /**
   * The id of the owner's request the message follows from (the API's `x-request-id`): quote
   * it when you ask us about a message, and we find every log line of its way to you.
   */
  correlationId: 'fairwrench-correlation-id',
  messageType: 'fairwrench-message-type',
  schemaVersion: 'fairwrench-schema-version',
  contentType: 'content-type',
} as const;

export const PARTNER_MESSAGE_TYPES = ['lead', 'erasure-notice'] as const;
export type PartnerMessageType = (typeof PARTNER_MESSAGE_TYPES)[number];

const isoDateTime = z.iso.datetime({ offset: true });

/** A lead, version 1. The key is the shop id, so one shop's messages stay in order. */
export const partnerLeadMessageV1Schema = z.object({
  messageType: z.literal('lead'),
  schemaVersion: z.literal(1),
  leadId: z.uuid(),
  sharedAt: isoDateTime,
  shopId: z.string().regex(/^[a-z0-9-]{1,64}$/),
  reason: z.enum(LEAD_REASONS),
  /** Why you got this lead (your place in the list shown, or why we chose you). */
  selectionReason: z.string(),
  vehicle: z.object({
    year: z.int(),
    make: z.string(),
    model: z.string(),
    mileage: z.int().nullable(),
  }),
  analysis: z.object({
    kind: issueTypeSchema,
    findings: z
      .array(
        z.object({
          name: z.string(),
          probability: z.number().min(0).max(100).nullable(),
          urgency: z.enum(URGENCY_LEVELS).nullable(),
          costRange: moneyRangeSchema.nullable(),
        }),
      )
      .max(3),
    totalCostRange: moneyRangeSchema.nullable(),
  }),
  /** Only the fields the owner's consent and the lead's reason allow; zipCode always. */
  owner: z.object({
    name: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    zipCode: z.string(),
  }),
  consent: z.object({
    legalBasis: z.enum(LEAD_LEGAL_BASES),
    /** How you may contact the owner: calls and texts only when listed. */
    contactChannels: z.array(z.enum(LEAD_CONTACT_CHANNELS)).min(1),
    termsVersion: z.string(),
    termsAcceptedAt: isoDateTime,
    smsConsentAt: isoDateTime.nullable(),
  }),
  /** For managed repairs: the day the owner asked for. */
  preferredDate: isoDateTime.nullable(),
});
export type PartnerLeadMessageV1 = z.infer<typeof partnerLeadMessageV1Schema>;

/**
 * The owner asked for their data to be erased: delete what you hold from these leads. Sent
 * to every partner that received a lead for that owner.
 */
export const erasureNoticeV1Schema = z.object({
  messageType: z.literal('erasure-notice'),
  schemaVersion: z.literal(1),
  noticeId: z.uuid(),
  shopId: z.string().min(1),
  /** Your leads that carried the owner's details. */
  leadIds: z.array(z.uuid()).min(1),
  requestedAt: isoDateTime,
  instruction: z.string(),
});
export type ErasureNoticeV1 = z.infer<typeof erasureNoticeV1Schema>;

/**
 * The partner's view of a lead: what the event recorded, without our internal ids. Throws for
 * a lead without the terms consent it must rest on (the decider never records one).
 */
export function leadMessageOf(lead: LeadShared['data']): PartnerLeadMessageV1 {
  const terms = lead.evidence.find((item) => item.kind === 'terms');
  const sms = lead.evidence.find((item) => item.kind === 'sms');
  // A ConsentGiven names its text's version; a VehicleRegistered (before ADR 025) the terms'.
  const termsVersion = terms?.textVersion ?? terms?.version;
  if (!terms || !termsVersion) throw new Error(`Lead ${lead.leadId} cites no terms consent`);
  return {
    messageType: 'lead',
    schemaVersion: 1,
    leadId: lead.leadId,
    sharedAt: lead.sharedAt,
    shopId: lead.shopId,
    reason: lead.reason,
    selectionReason: lead.selection.reason,
    vehicle: lead.vehicle,
    analysis: {
      kind: lead.analysis.kind,
      findings: lead.analysis.findings,
      totalCostRange: lead.analysis.totalCostRange,
    },
    owner: lead.owner,
    consent: {
      legalBasis: lead.legalBasis,
      contactChannels: lead.contactChannels,
      termsVersion,
      termsAcceptedAt: terms.givenAt,
      smsConsentAt: sms?.givenAt ?? null,
    },
    preferredDate: lead.preferredDate,
  };
}
