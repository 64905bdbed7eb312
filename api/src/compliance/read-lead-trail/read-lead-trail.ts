import type {
  ComplianceAccessChannel,
  LeadTrailFilters,
  LeadTrailResponse,
} from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { findLeadTrail } from '@fairwrench/projections/lead-trail/lead-trail.query';
import {
  complianceAccessStream,
  handleCommand,
  recordTrailAccessDecider,
  requestContext,
} from '@fairwrench/domain';
import type { Clock } from '../../shared/domain/tokens';

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
  deps: { readonly store: EventStore; readonly sql: SqlClient; readonly clock: Clock },
  input: {
    readonly filters: LeadTrailFilters;
    readonly access: TrailAccess;
    readonly correlationId: string;
  },
): Promise<LeadTrailResponse> {
  const { filters, access } = input;
  const page = await findLeadTrail(deps.sql, filters);
  await handleCommand(
    deps.store,
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
    { context: requestContext(input.correlationId, deps.clock()) },
  );
  return page;
}
