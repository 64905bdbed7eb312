import type { ComplianceAccessChannel, LeadTrailFilters } from '@fairwrench/contracts';
import type { Decider } from '../decider';
import type { Unstamped } from '../event-envelope';

/** Records that someone read the lead trail; the id is chosen by the caller, once per read. */
export interface RecordTrailAccess {
  readonly type: 'RecordTrailAccess';
  readonly accessId: string;
  readonly via: ComplianceAccessChannel;
  readonly who: string;
  readonly filters: LeadTrailFilters;
  readonly rowsReturned: number;
}

type AuditEvent = Unstamped<'ComplianceTrailAccessed'>;

/** Whether the access's stream already holds its record. */
interface AccessState {
  readonly recorded: boolean;
}

/**
 * Each read has a stream of its own, so readers never contend with each other (the command
 * line paging beside the API) and recording one never reads the others back. The audit is
 * the log's ComplianceTrailAccessed events, in log order.
 */
export const complianceAccessStream = (accessId: string): string => `compliance-access-${accessId}`;

function evolve(state: AccessState, event: AuditEvent): AccessState {
  const { type } = event;
  switch (type) {
    case 'ComplianceTrailAccessed':
      return { recorded: true };
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/** Every read is recorded once; the same access again (a retried call) records nothing. */
function decide(command: RecordTrailAccess, state: AccessState): AuditEvent[] {
  if (state.recorded) return [];
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

export const recordTrailAccessDecider: Decider<RecordTrailAccess, AccessState, AuditEvent> = {
  eventTypes: ['ComplianceTrailAccessed'],
  initialState: () => ({ recorded: false }),
  evolve,
  decide,
};
