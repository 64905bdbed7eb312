import { z } from 'zod';
import { LEAD_DELIVERY_FAILURES } from '../events/lead-delivery';
import { ERASURE_SOURCES } from '../events/owner-erased';
import {
  consentEvidenceSchema,
  LEAD_CONTACT_CHANNELS,
  LEAD_LEGAL_BASES,
  LEAD_OWNER_FIELDS,
  LEAD_REASONS,
  leadSelectionSchema,
} from '../events/lead-shared';

export const LEAD_TRAIL_DEFAULT_LIMIT = 50;
export const LEAD_TRAIL_MAX_LIMIT = 500;

/** Where a page of the trail ends: the last sharing's time (to the microsecond) and its id. */
export interface LeadTrailPosition {
  readonly sharedAt: string;
  readonly sharingId: string;
}

/**
 * A time the database can hold (PostgreSQL refuses year 0000); the trail starts long after
 * 1970. Not a date-time at all passes here: the format's own check says so, once.
 */
const withinStoredYears = (value: string): boolean => {
  const year = new Date(value).getUTCFullYear();
  return Number.isNaN(year) || (year >= 1970 && year <= 9999);
};

/** A cursor's position, held to the same years as `from` and `to`: it reaches the same SQL. */
const positionSchema = z.tuple([z.iso.datetime().refine(withinStoredYears), z.uuid()]);

/** Opaque to clients: base64url of the position, handed back as `cursor` for the next page. */
export function encodeLeadTrailCursor({ sharedAt, sharingId }: LeadTrailPosition): string {
  const base64 = btoa(JSON.stringify([sharedAt, sharingId]));
  return base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The position a cursor names, or undefined for anything this API did not hand out. */
export function decodeLeadTrailCursor(cursor: string): LeadTrailPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return undefined;
  try {
    const json: unknown = JSON.parse(atob(cursor.replaceAll('-', '+').replaceAll('_', '/')));
    const parsed = positionSchema.safeParse(json);
    return parsed.success ? { sharedAt: parsed.data[0], sharingId: parsed.data[1] } : undefined;
  } catch {
    return undefined;
  }
}

const SHOP_ID = /^[a-z0-9-]{1,64}$/;

/** A date-time the database can hold. */
const dateTime = (name: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${name} must be an ISO date-time such as 2026-11-01T00:00:00Z`,
    })
    .refine(withinStoredYears, `${name} must fall between the years 1970 and 9999`);

const limitMessage = `limit must be a whole number from 1 to ${LEAD_TRAIL_MAX_LIMIT}`;

/**
 * GET /api/compliance/leads query, also what `npm run compliance -- leads` flags parse to.
 * `from` is inclusive and `to` exclusive, so consecutive ranges never count a sharing twice.
 */
export const leadTrailQuerySchema = z
  .strictObject({
    owner: z.uuid({ error: 'owner must be an owner id (a UUID)' }).optional(),
    shop: z.string().regex(SHOP_ID, 'shop must be a shop id such as shop-42').optional(),
    from: dateTime('from').optional(),
    to: dateTime('to').optional(),
    cursor: z
      .string()
      .refine((cursor) => decodeLeadTrailCursor(cursor) !== undefined, {
        error: 'cursor must be a nextCursor this call answered',
      })
      .optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, limitMessage)
      .transform(Number)
      .pipe(z.int().min(1, limitMessage).max(LEAD_TRAIL_MAX_LIMIT, limitMessage))
      .optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    path: ['to'],
    error: 'to must not be before from',
  });
export type LeadTrailQuery = z.output<typeof leadTrailQuerySchema>;

/** What the trail is filtered by, as the read model's query and the access record take it. */
export interface LeadTrailFilters {
  readonly ownerId?: string;
  readonly shopId?: string;
  readonly from?: string;
  readonly to?: string;
  readonly cursor?: string;
  readonly limit: number;
}

export function toLeadTrailFilters(query: LeadTrailQuery): LeadTrailFilters {
  const { owner, shop, from, to, cursor, limit } = query;
  return {
    ...(owner === undefined ? {} : { ownerId: owner }),
    ...(shop === undefined ? {} : { shopId: shop }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(cursor === undefined ? {} : { cursor }),
    limit: limit ?? LEAD_TRAIL_DEFAULT_LIMIT,
  };
}

export const LEAD_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One try to publish a sharing to its shop's topic, named by its own event id. */
export const leadDeliveryAttemptSchema = z.discriminatedUnion('outcome', [
  z.strictObject({
    attemptId: z.uuid(),
    outcome: z.literal('delivered'),
    at: z.iso.datetime(),
    topic: z.string().min(1),
    partition: z.int().nonnegative(),
    offset: z.string().regex(/^\d+$/),
  }),
  z.strictObject({
    attemptId: z.uuid(),
    outcome: z.literal('failed'),
    at: z.iso.datetime(),
    failure: z.enum(LEAD_DELIVERY_FAILURES),
    detail: z.string(),
  }),
]);
export type LeadDeliveryAttempt = z.infer<typeof leadDeliveryAttemptSchema>;

/**
 * A partner's broker acknowledged an erasure notice for leads including this one: the shop was
 * told to delete the owner's details (ErasureNoticeDelivered; `deliveryId` is its event id, so
 * a retried notice shows twice under one `noticeId`).
 */
export const leadErasureNoticeSchema = z.strictObject({
  noticeId: z.uuid(),
  deliveryId: z.uuid(),
  /** Every lead of the owner the notice names, this one among them. */
  leadIds: z.array(z.uuid()).min(1),
  /** The OwnerErased event the notice follows. */
  erasureEventId: z.uuid(),
  topic: z.string().min(1),
  partition: z.int().nonnegative(),
  offset: z.string().regex(/^\d+$/),
  at: z.iso.datetime(),
});
export type LeadErasureNotice = z.infer<typeof leadErasureNoticeSchema>;

/** The owner's personal data was erased (OwnerErased); the sharing's facts stay. */
export const ownerErasureSchema = z.strictObject({
  erasureEventId: z.uuid(),
  erasedAt: z.iso.datetime(),
  source: z.enum(ERASURE_SOURCES),
});
export type OwnerErasure = z.infer<typeof ownerErasureSchema>;

/**
 * One disclosure: a LeadShared event (`sharingId` is its id; an upgraded lead has two). It
 * names the owner by pseudonymous id and lists the owner fields shared by name, never their
 * values. `delivery` sums up the attempts: delivered once any attempt was, failed when only
 * failures were recorded, pending before any; its details are the deciding attempt's. Each
 * consent in `evidence` carries its text version, page, time and client fingerprint (ADR 025);
 * after an erasure, `ownerErasure` and the shop's `erasureNotices` show it was carried out.
 */
export const leadSharingSchema = z.strictObject({
  sharingId: z.uuid(),
  leadId: z.uuid(),
  ownerId: z.uuid(),
  shopId: z.string().min(1),
  issueId: z.uuid(),
  reason: z.enum(LEAD_REASONS),
  legalBasis: z.enum(LEAD_LEGAL_BASES),
  selection: leadSelectionSchema,
  fieldsShared: z.array(z.enum(LEAD_OWNER_FIELDS)),
  contactChannels: z.array(z.enum(LEAD_CONTACT_CHANNELS)),
  evidence: z.array(consentEvidenceSchema),
  sharedAt: z.iso.datetime(),
  delivery: z.strictObject({
    status: z.enum(LEAD_DELIVERY_STATUSES),
    lastAttemptAt: z.iso.datetime().nullable(),
    topic: z.string().nullable(),
    partition: z.int().nonnegative().nullable(),
    offset: z.string().nullable(),
    failure: z.enum(LEAD_DELIVERY_FAILURES).nullable(),
  }),
  attempts: z.array(leadDeliveryAttemptSchema),
  /** Null while the owner is not erased. */
  ownerErasure: ownerErasureSchema.nullable(),
  erasureNotices: z.array(leadErasureNoticeSchema),
});
export type LeadSharing = z.infer<typeof leadSharingSchema>;

/** Sharings by time, then id; `nextCursor` is null on the last page. */
export const leadTrailResponseSchema = z.strictObject({
  sharings: z.array(leadSharingSchema),
  nextCursor: z.string().nullable(),
});
export type LeadTrailResponse = z.infer<typeof leadTrailResponseSchema>;
