import type {
  ComplianceAccessChannel,
  LeadTrailFilters,
  LeadTrailResponse,
} from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { findLeadTrail } from '@fairwrench/projections/lead-trail/lead-trail.query';
import type { CommandContext } from '@fairwrench/domain';
import { handleCommand } from '@fairwrench/domain';
import { complianceAccessStream, recordTrailAccessDecider } from '@fairwrench/domain';

/** Who reads the trail: a fingerprint of the API token, or the command line's OS user. */
export interface TrailReader {
  readonly via: ComplianceAccessChannel;
  readonly who: string;
}

/**
 * One read of the trail (one page): its id, chosen by the caller once per read, so a retried
 * call with the same id is recorded once.
 */
export interface TrailAccess extends TrailReader {
  readonly accessId: string;
}

/**
 * The one way the lead trail is read, by GET /api/compliance/leads and `npm run compliance`:
 * the page is read, the read is recorded as ComplianceTrailAccessed on its own stream, and
 * only then is the page answered. A read that cannot be recorded answers nothing.
 */
export async function readLeadTrail(
  ports: { readonly store: EventStore; readonly sql: SqlClient },
  filters: LeadTrailFilters,
  access: TrailAccess,
  context: CommandContext,
): Promise<LeadTrailResponse> {
  const page = await findLeadTrail(ports.sql, filters);
  await handleCommand(
    ports.store,
    complianceAccessStream(access.accessId),
    recordTrailAccessDecider,
    {
      type: 'RecordTrailAccess',
      accessId: access.accessId,
      via: access.via,
      who: access.who,
      filters,
      rowsReturned: page.sharings.length,
    },
    { context },
  );
  return page;
}
