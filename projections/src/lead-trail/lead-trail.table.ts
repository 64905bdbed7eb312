import type {
  ConsentEvidence,
  LeadDeliveryAttempt,
  LeadShared,
  LeadSharing,
} from '@fairwrench/contracts';

/**
 * The lead-trail read model's tables: written by lead-trail.projection.ts, read by
 * lead-trail.query.ts. One row per sharing (a LeadShared event) and one per delivery attempt.
 */
export const leadTrailTable = 'rm_lead_trail';
export const leadTrailAttemptsTable = 'rm_lead_trail_attempts';

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
