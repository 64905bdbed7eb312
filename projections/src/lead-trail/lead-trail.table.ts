import type {
  ConsentEvidence,
  LeadDeliveryAttempt,
  LeadShared,
  LeadSharing,
  OwnerErased,
} from '@fairwrench/contracts';

/**
 * The lead-trail read model's tables: written by lead-trail.projection.ts, read by
 * lead-trail.query.ts. One row per sharing (a LeadShared event), one per delivery attempt, one
 * per erasure notice delivered to a shop and one per erased owner.
 */
export const leadTrailTable = 'rm_lead_trail';
export const leadTrailAttemptsTable = 'rm_lead_trail_attempts';
export const leadTrailErasureNoticesTable = 'rm_lead_trail_erasure_notices';
export const leadTrailErasuresTable = 'rm_lead_trail_erasures';

/**
 * A sharing, keyed by the LeadShared event's id: a lead upgraded to a managed repair is shared
 * twice under one lead id. It holds the names of the owner fields shared, never their values.
 * The delivery columns sum up the attempts (see `LeadSharing['delivery']`). Timestamps go in
 * as ISO strings and come back as dates.
 */
export interface LeadTrailRow {
  event_id: string;
  lead_id: string;
  owner_id: string;
  shop_id: string;
  issue_id: string;
  reason: LeadShared['data']['reason'];
  legal_basis: LeadShared['data']['legalBasis'];
  selection: LeadShared['data']['selection'];
  fields_shared: LeadSharing['fieldsShared'];
  contact_channels: LeadSharing['contactChannels'];
  evidence: ConsentEvidence[];
  shared_at: Date | string;
  delivery_status: LeadSharing['delivery']['status'];
  last_attempt_at: Date | string | null;
  topic: string | null;
  topic_partition: number | null;
  topic_offset: string | null;
  failure: LeadSharing['delivery']['failure'];
}

/**
 * A LeadDelivered or LeadDeliveryFailed event, keyed by its own id so a replay adds nothing;
 * `lead_event_id` is the LeadShared event it tried to publish.
 */
export interface LeadTrailAttemptRow {
  event_id: string;
  lead_event_id: string;
  lead_id: string;
  shop_id: string;
  outcome: LeadDeliveryAttempt['outcome'];
  at: Date | string;
  topic: string | null;
  topic_partition: number | null;
  topic_offset: string | null;
  failure: LeadSharing['delivery']['failure'];
  detail: string | null;
}

/**
 * An ErasureNoticeDelivered event, keyed by its own id (a retried notice is two rows with one
 * notice id). It names the owner by id and the leads by id: nothing personal.
 */
export interface LeadTrailErasureNoticeRow {
  event_id: string;
  notice_id: string;
  owner_id: string;
  shop_id: string;
  lead_ids: string[];
  erasure_event_id: string;
  topic: string;
  topic_partition: number;
  topic_offset: string;
  published_at: Date | string;
}

/** An owner's OwnerErased event: the first one stands. */
export interface LeadTrailErasureRow {
  owner_id: string;
  event_id: string;
  source: OwnerErased['data']['source'];
  erased_at: Date | string;
}
