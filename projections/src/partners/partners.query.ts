import type { SqlClient } from '@fairwrench/event-store';
import { partnersTable, type PartnerRow } from './partners.table';

export type { PartnerRow } from './partners.table';

export interface PartnerAccess {
  readonly shopId: string;
  readonly principal: string;
  readonly topic: string;
  readonly status: PartnerRow['status'];
  readonly grantedAt: string;
  readonly grantedBy: string;
  readonly revokedAt: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toAccess = (row: PartnerRow): PartnerAccess => ({
  shopId: row.shop_id,
  principal: row.principal,
  topic: row.topic,
  status: row.status,
  grantedAt: iso(row.granted_at),
  grantedBy: row.granted_by,
  revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
});

/** Every partner ever given access, active first, then by shop id. */
export async function listPartners(sql: SqlClient): Promise<PartnerAccess[]> {
  const rows = await sql.query<PartnerRow>(
    `select * from ${partnersTable} order by status = 'revoked', shop_id`,
  );
  return rows.map(toAccess);
}

/** The topics of these shops that may receive leads now: active access only. */
export async function activePartnerTopics(
  sql: SqlClient,
  shopIds: readonly string[],
): Promise<Map<string, string>> {
  if (shopIds.length === 0) return new Map();
  const rows = await sql.query<Pick<PartnerRow, 'shop_id' | 'topic'>>(
    `select shop_id, topic from ${partnersTable}
     where shop_id = any($1::text[]) and status = 'active'`,
    [shopIds],
    'rm_partner_topics',
  );
  return new Map(rows.map((row) => [row.shop_id, row.topic]));
}
