import type { ComplianceAccessChannel, LeadTrailFilters } from '@fairwrench/contracts';
import type { Decider } from '../../shared/domain/decider';
import type { Unstamped } from '../../shared/domain/event-envelope';

/** Records that someone read the lead trail; the id is chosen by the caller. */
export interface RecordTrailAccess {
  readonly type: 'RecordTrailAccess';
  readonly accessId: string;
  readonly via: ComplianceAccessChannel;
  readonly who: string;
  readonly filters: LeadTrailFilters;
  readonly rowsReturned: number;
}

type AuditEvent = Unstamped<'ComplianceTrailAccessed'>;

/** The accesses already recorded on the day's audit stream. */
interface AuditDay {
  readonly accessIds: ReadonlySet<string>;
}

/** A day's reads share a stream, so the audit can be read back one day at a time. */
export const complianceAuditStream = (at: Date): string =>
  `compliance-audit-${at.toISOString().slice(0, 10)}`;

function evolve(state: AuditDay, event: AuditEvent): AuditDay {
  const { type } = event;
  switch (type) {
    case 'ComplianceTrailAccessed':
      return { accessIds: new Set([...state.accessIds, event.data.accessId]) };
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/** Every read is recorded once; the same access again (a retried call) records nothing. */
function decide(command: RecordTrailAccess, state: AuditDay): AuditEvent[] {
  if (state.accessIds.has(command.accessId)) return [];
  const { ownerId, shopId, from, to, cursor, limit } = command.filters;
  return [
    {
      type: 'ComplianceTrailAccessed',
      schemaVersion: 1,
      data: {
        accessId: command.accessId,
        trail: 'leads',
        via: command.via,
        who: command.who,
        filters: {
          ownerId: ownerId ?? null,
          shopId: shopId ?? null,
          from: from ?? null,
          to: to ?? null,
          cursor: cursor ?? null,
          limit,
        },
        rowsReturned: command.rowsReturned,
      },
    },
  ];
}

export const recordTrailAccessDecider: Decider<RecordTrailAccess, AuditDay, AuditEvent> = {
  eventTypes: ['ComplianceTrailAccessed'],
  initialState: () => ({ accessIds: new Set() }),
  evolve,
  decide,
};
