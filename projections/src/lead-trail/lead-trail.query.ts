import {
  decodeLeadTrailCursor,
  encodeLeadTrailCursor,
  leadSharingSchema,
  type LeadSharing,
  type LeadTrailFilters,
  type LeadTrailResponse,
} from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import {
  leadTrailAttemptsTable,
  leadTrailErasureNoticesTable,
  leadTrailErasuresTable,
  leadTrailTable,
  type LeadTrailAttemptRow,
  type LeadTrailErasureNoticeRow,
  type LeadTrailErasureRow,
  type LeadTrailRow,
} from './lead-trail.table';

/** The row with its time to the microsecond, which the next page's cursor starts after. */
type PageRow = LeadTrailRow & { shared_at_exact: string };

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The WHERE clause and parameters of the filters; keyset pagination, never OFFSET. */
function conditions(filters: LeadTrailFilters): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: number) => string, ...values: unknown[]) => {
    clauses.push(clause(params.length + 1));
    params.push(...values);
  };
  if (filters.ownerId) add((n) => `owner_id = $${n}`, filters.ownerId);
  if (filters.shopId) add((n) => `shop_id = $${n}`, filters.shopId);
  // In UTC, so an offset the database would not take (+23:59) never reaches it.
  if (filters.from) add((n) => `shared_at >= $${n}`, iso(filters.from));
  if (filters.to) add((n) => `shared_at < $${n}`, iso(filters.to));
  if (filters.cursor) {
    const after = decodeLeadTrailCursor(filters.cursor);
    if (!after) throw new RangeError('Not a lead trail cursor; the query schema checks them');
    add(
      (n) => `(shared_at, event_id) > ($${n}::timestamptz, $${n + 1}::uuid)`,
      after.sharedAt,
      after.sharingId,
    );
  }
  return { where: clauses.length > 0 ? `where ${clauses.join(' and ')}` : '', params };
}

function toAttempt(row: LeadTrailAttemptRow): Record<string, unknown> {
  const common = { attemptId: row.event_id, outcome: row.outcome, at: iso(row.at) };
  return row.outcome === 'delivered'
    ? { ...common, topic: row.topic, partition: row.topic_partition, offset: row.topic_offset }
    : { ...common, failure: row.failure, detail: row.detail };
}

/**
 * Parsed, so a row the projection could not have written fails loudly instead of passing, and
 * the JSON columns come back in the contract's key order rather than jsonb's.
 */
function toSharing(
  row: PageRow,
  attempts: readonly Record<string, unknown>[],
  erasure: Erasures,
): LeadSharing {
  return leadSharingSchema.parse({
    sharingId: row.event_id,
    leadId: row.lead_id,
    ownerId: row.owner_id,
    shopId: row.shop_id,
    issueId: row.issue_id,
    reason: row.reason,
    legalBasis: row.legal_basis,
    selection: row.selection,
    fieldsShared: row.fields_shared,
    contactChannels: row.contact_channels,
    evidence: row.evidence,
    sharedAt: iso(row.shared_at),
    delivery: {
      status: row.delivery_status,
      lastAttemptAt: row.last_attempt_at === null ? null : iso(row.last_attempt_at),
      topic: row.topic,
      partition: row.topic_partition,
      offset: row.topic_offset,
      failure: row.failure,
    },
    attempts,
    ownerErasure: erasure.owners.get(row.owner_id) ?? null,
    erasureNotices: erasure.notices.get(`${row.shop_id} ${row.lead_id}`) ?? [],
  });
}

async function attemptsOf(
  sql: SqlClient,
  sharingIds: readonly string[],
): Promise<Map<string, Record<string, unknown>[]>> {
  const bySharing = new Map(sharingIds.map((id) => [id, [] as Record<string, unknown>[]]));
  if (sharingIds.length === 0) return bySharing;
  const rows = await sql.query<LeadTrailAttemptRow>(
    `select event_id::text, lead_event_id::text, outcome, at, topic, topic_partition,
            topic_offset, failure, detail
     from ${leadTrailAttemptsTable} where lead_event_id = any($1::uuid[])
     order by at, event_id`,
    [sharingIds],
  );
  for (const row of rows) bySharing.get(row.lead_event_id)?.push(toAttempt(row));
  return bySharing;
}

interface Erasures {
  /** By owner id. */
  readonly owners: ReadonlyMap<string, Record<string, unknown>>;
  /** By `<shop id> <lead id>`: a notice concerns the leads it names, at the shop it went to. */
  readonly notices: ReadonlyMap<string, Record<string, unknown>[]>;
}

/** The erasures of the page's owners and the notices shops received for its leads. */
async function erasuresOf(sql: SqlClient, rows: readonly PageRow[]): Promise<Erasures> {
  const owners = new Map<string, Record<string, unknown>>();
  const notices = new Map<string, Record<string, unknown>[]>();
  if (rows.length === 0) return { owners, notices };
  const erased = await sql.query<LeadTrailErasureRow>(
    `select owner_id::text, event_id::text, source, erased_at
     from ${leadTrailErasuresTable} where owner_id = any($1::uuid[])`,
    [[...new Set(rows.map((row) => row.owner_id))]],
  );
  for (const row of erased) {
    owners.set(row.owner_id, {
      erasureEventId: row.event_id,
      erasedAt: iso(row.erased_at),
      source: row.source,
    });
  }
  const delivered = await sql.query<LeadTrailErasureNoticeRow>(
    `select event_id::text, notice_id::text, shop_id, lead_ids::text[] as lead_ids,
            erasure_event_id::text, topic, topic_partition, topic_offset, published_at
     from ${leadTrailErasureNoticesTable} where lead_ids && $1::uuid[]
     order by published_at, event_id`,
    [[...new Set(rows.map((row) => row.lead_id))]],
  );
  for (const row of delivered) {
    const notice = {
      noticeId: row.notice_id,
      deliveryId: row.event_id,
      leadIds: row.lead_ids,
      erasureEventId: row.erasure_event_id,
      topic: row.topic,
      partition: row.topic_partition,
      offset: row.topic_offset,
      at: iso(row.published_at),
    };
    for (const leadId of row.lead_ids) {
      const key = `${row.shop_id} ${leadId}`;
      notices.set(key, [...(notices.get(key) ?? []), notice]);
    }
  }
  return { owners, notices };
}

/**
 * One page of the trail, by time shared and then sharing id, each sharing with its delivery
 * attempts, its owner's erasure and the erasure notices its shop received for it. `nextCursor` is set only when another page follows (one row more is read to know).
 */
export async function findLeadTrail(
  sql: SqlClient,
  filters: LeadTrailFilters,
): Promise<LeadTrailResponse> {
  const { where, params } = conditions(filters);
  const rows = await sql.query<PageRow>(
    `select event_id::text, lead_id::text, owner_id::text, shop_id, issue_id::text, reason,
            legal_basis, selection, fields_shared, contact_channels, evidence, shared_at,
            to_char(shared_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
              as shared_at_exact,
            delivery_status, last_attempt_at, topic, topic_partition, topic_offset, failure
     from ${leadTrailTable} ${where}
     order by shared_at, event_id
     limit $${params.length + 1}`,
    [...params, filters.limit + 1],
  );
  const page = rows.slice(0, filters.limit);
  const attempts = await attemptsOf(
    sql,
    page.map((row) => row.event_id),
  );
  const erasures = await erasuresOf(sql, page);
  const last = page.at(-1);
  return {
    sharings: page.map((row) => toSharing(row, attempts.get(row.event_id) ?? [], erasures)),
    nextCursor:
      rows.length > filters.limit && last
        ? encodeLeadTrailCursor({ sharedAt: last.shared_at_exact, sharingId: last.event_id })
        : null,
  };
}
