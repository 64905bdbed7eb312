import {
  erasureNoticeDeliveredSchema,
  fieldsShared,
  leadDeliveredSchema,
  leadDeliveryFailedSchema,
  leadSharedSchema,
  ownerErasedSchema,
  READ_MODELS,
} from '@fairwrench/contracts';
import type { RecordedEvent, SqlClient } from '@fairwrench/event-store';
import { parseRecorded, perEvent, type Projection } from '../projection';
import {
  leadTrailAttemptsTable as attempts,
  leadTrailErasureNoticesTable as notices,
  leadTrailErasuresTable as erasures,
  leadTrailTable as table,
  type LeadTrailAttemptRow,
  type LeadTrailRow,
} from './lead-trail.table';

/**
 * The compliance trail of leads: one row per sharing, keyed by its LeadShared event, and one
 * per delivery attempt, keyed by its own event, so replaying any of them writes nothing new.
 * A sharing's delivery columns are worked out again from all its attempts after each one, so
 * they do not depend on the order the events arrive in (a parked sharing replayed later
 * still finds its deliveries). An owner's erasure and the erasure notices shops received are
 * kept by owner and by notice; the query joins them to the sharings they concern.
 */
export const leadTrailProjection: Projection = {
  subscriptionId: READ_MODELS.leadTrail.projection,
  eventTypes: [
    'LeadShared',
    'LeadDelivered',
    'LeadDeliveryFailed',
    'OwnerErased',
    'ErasureNoticeDelivered',
  ],

  async migrate(client: SqlClient) {
    await client.exec(`
      create table if not exists ${table} (
        event_id uuid primary key,
        lead_id uuid not null,
        owner_id uuid not null,
        shop_id text not null,
        issue_id uuid not null,
        reason text not null,
        legal_basis text not null,
        selection jsonb not null,
        fields_shared jsonb not null,
        contact_channels jsonb not null,
        evidence jsonb not null,
        shared_at timestamptz not null,
        delivery_status text not null,
        last_attempt_at timestamptz,
        topic text,
        topic_partition integer,
        topic_offset text,
        failure text
      );
      create index if not exists ${table}_shared_at on ${table} (shared_at, event_id);
      create index if not exists ${table}_owner on ${table} (owner_id, shared_at, event_id);
      create index if not exists ${table}_shop on ${table} (shop_id, shared_at, event_id);
      create table if not exists ${attempts} (
        event_id uuid primary key,
        lead_event_id uuid not null,
        lead_id uuid not null,
        shop_id text not null,
        outcome text not null,
        at timestamptz not null,
        topic text,
        topic_partition integer,
        topic_offset text,
        failure text,
        detail text
      );
      create index if not exists ${attempts}_lead_event on ${attempts} (lead_event_id);
      create table if not exists ${notices} (
        event_id uuid primary key,
        notice_id uuid not null,
        owner_id uuid not null,
        shop_id text not null,
        lead_ids uuid[] not null,
        erasure_event_id uuid not null,
        topic text not null,
        topic_partition integer not null,
        topic_offset text not null,
        published_at timestamptz not null
      );
      create index if not exists ${notices}_leads on ${notices} using gin (lead_ids);
      create table if not exists ${erasures} (
        owner_id uuid primary key,
        event_id uuid not null,
        source text not null,
        erased_at timestamptz not null
      );`);
  },

  async truncate(tx: SqlClient) {
    await tx.exec(`truncate ${table}, ${attempts}, ${notices}, ${erasures}`);
  },

  handle: perEvent(async (event, tx) => {
    if (event.type === 'LeadShared') await shared(event, tx);
    else if (event.type === 'LeadDelivered' || event.type === 'LeadDeliveryFailed') {
      await attempted(event, tx);
    } else if (event.type === 'ErasureNoticeDelivered') await noticeDelivered(event, tx);
    else if (event.type === 'OwnerErased') await ownerErased(event, tx);
  }),
};

async function shared(event: RecordedEvent, tx: SqlClient): Promise<void> {
  const { data, metadata } = parseRecorded(leadSharedSchema, event);
  const row: LeadTrailRow = {
    event_id: metadata.eventId,
    lead_id: data.leadId,
    owner_id: data.ownerId,
    shop_id: data.shopId,
    issue_id: data.issueId,
    reason: data.reason,
    legal_basis: data.legalBasis,
    selection: data.selection,
    fields_shared: fieldsShared(data.owner),
    contact_channels: data.contactChannels,
    evidence: data.evidence,
    shared_at: data.sharedAt,
    delivery_status: 'pending',
    last_attempt_at: null,
    topic: null,
    topic_partition: null,
    topic_offset: null,
    failure: null,
  };
  await tx.query(
    `insert into ${table}
       (event_id, lead_id, owner_id, shop_id, issue_id, reason, legal_basis, selection,
        fields_shared, contact_channels, evidence, shared_at, delivery_status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (event_id) do nothing`,
    [
      row.event_id,
      row.lead_id,
      row.owner_id,
      row.shop_id,
      row.issue_id,
      row.reason,
      row.legal_basis,
      JSON.stringify(row.selection),
      JSON.stringify(row.fields_shared),
      JSON.stringify(row.contact_channels),
      JSON.stringify(row.evidence),
      row.shared_at,
      row.delivery_status,
    ],
  );
  await sumUpDelivery(row.event_id, tx);
}

function attemptRow(event: RecordedEvent): LeadTrailAttemptRow {
  const common = { event_id: event.metadata.eventId };
  if (event.type === 'LeadDelivered') {
    const { data } = parseRecorded(leadDeliveredSchema, event);
    return {
      ...common,
      lead_event_id: data.leadEventId,
      lead_id: data.leadId,
      shop_id: data.shopId,
      outcome: 'delivered',
      at: data.publishedAt,
      topic: data.topic,
      topic_partition: data.partition,
      topic_offset: data.offset,
      failure: null,
      detail: null,
    };
  }
  const { data } = parseRecorded(leadDeliveryFailedSchema, event);
  return {
    ...common,
    lead_event_id: data.leadEventId,
    lead_id: data.leadId,
    shop_id: data.shopId,
    outcome: 'failed',
    at: data.failedAt,
    topic: null,
    topic_partition: null,
    topic_offset: null,
    failure: data.failure,
    detail: data.detail,
  };
}

async function attempted(event: RecordedEvent, tx: SqlClient): Promise<void> {
  const row = attemptRow(event);
  await tx.query(
    `insert into ${attempts}
       (event_id, lead_event_id, lead_id, shop_id, outcome, at, topic, topic_partition,
        topic_offset, failure, detail)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (event_id) do nothing`,
    [
      row.event_id,
      row.lead_event_id,
      row.lead_id,
      row.shop_id,
      row.outcome,
      row.at,
      row.topic,
      row.topic_partition,
      row.topic_offset,
      row.failure,
      row.detail,
    ],
  );
  await sumUpDelivery(row.lead_event_id, tx);
}

/**
 * Delivered once any attempt was (the shop has the lead, whatever failed around it), with
 * the latest delivery's coordinates; failed with the latest failure when none was; pending
 * while there are no attempts.
 */
async function sumUpDelivery(leadEventId: string, tx: SqlClient): Promise<void> {
  await tx.query(
    `update ${table} as t
     set delivery_status = a.outcome, last_attempt_at = a.at, topic = a.topic,
         topic_partition = a.topic_partition, topic_offset = a.topic_offset, failure = a.failure
     from (select outcome, at, topic, topic_partition, topic_offset, failure
           from ${attempts} where lead_event_id = $1
           order by outcome = 'delivered' desc, at desc, event_id desc
           limit 1) as a
     where t.event_id = $1`,
    [leadEventId],
  );
}

async function noticeDelivered(event: RecordedEvent, tx: SqlClient): Promise<void> {
  const { data, metadata } = parseRecorded(erasureNoticeDeliveredSchema, event);
  await tx.query(
    `insert into ${notices}
       (event_id, notice_id, owner_id, shop_id, lead_ids, erasure_event_id, topic,
        topic_partition, topic_offset, published_at)
     values ($1, $2, $3, $4, $5::uuid[], $6, $7, $8, $9, $10)
     on conflict (event_id) do nothing`,
    [
      metadata.eventId,
      data.noticeId,
      data.ownerId,
      data.shopId,
      data.leadIds,
      data.erasureEventId,
      data.topic,
      data.partition,
      data.offset,
      data.publishedAt,
    ],
  );
}

/** The first erasure stands, as on the owner's stream. */
async function ownerErased(event: RecordedEvent, tx: SqlClient): Promise<void> {
  const { data, metadata } = parseRecorded(ownerErasedSchema, event);
  await tx.query(
    `insert into ${erasures} (owner_id, event_id, source, erased_at)
     values ($1, $2, $3, $4)
     on conflict (owner_id) do nothing`,
    [data.userId, metadata.eventId, data.source, metadata.occurredAt],
  );
}
