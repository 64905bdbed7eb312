import type { LeadSharing } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { findLeadTrail } from './lead-trail.query';

const PAGE = 500;

/** Every sharing of one owner's details, page after page: what the owner is told was shared. */
export async function ownerLeadTrail(sql: SqlClient, ownerId: string): Promise<LeadSharing[]> {
  const sharings: LeadSharing[] = [];
  let cursor: string | undefined;
  do {
    const page = await findLeadTrail(sql, { ownerId, limit: PAGE, ...(cursor ? { cursor } : {}) });
    sharings.push(...page.sharings);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return sharings;
}
