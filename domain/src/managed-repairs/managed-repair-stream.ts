import type { Decider } from '../decider';
import type { Unstamped } from '../event-envelope';

/**
 * One stream per diagnostic, not per managed repair: "one managed repair per analysis" is
 * then enforced by the store itself (the first append expects no stream, so a concurrent
 * double submit loses with a ConcurrencyError and, deciding again, finds the winner's repair).
 */
export const managedRepairStreamId = (diagnosticId: string): string =>
  `managed-repair-of-diagnostic-${diagnosticId}`;

/** The analysis's own event (from its issue's stream) and the managed repair's. */
export type ManagedRepairEvent = Unstamped<
  'DiagnosticProduced' | 'ManagedRepairRequested' | 'ManagedRepairScheduled'
>;

interface Requested {
  readonly managedRepairId: string;
  readonly diagnosticId: string;
  readonly issueId: string;
  readonly userId: string;
}

export interface ManagedRepairState {
  /** The analysis and its owner, folded from the issue's stream when the request needs them. */
  readonly diagnostic: {
    readonly diagnosticId: string;
    readonly issueId: string;
    readonly ownerId: string;
  } | null;
  readonly repair:
    { readonly status: 'none' } | (Requested & { readonly status: 'requested' | 'scheduled' });
}

const initialManagedRepairState = (): ManagedRepairState => ({
  diagnostic: null,
  repair: { status: 'none' },
});

function evolve(state: ManagedRepairState, event: ManagedRepairEvent): ManagedRepairState {
  const { type } = event;
  switch (type) {
    case 'DiagnosticProduced': {
      const { diagnosticId, issueId, userId } = event.data;
      return { ...state, diagnostic: { diagnosticId, issueId, ownerId: userId } };
    }
    case 'ManagedRepairRequested':
      return { ...state, repair: { status: 'requested', ...event.data } };
    case 'ManagedRepairScheduled':
      return state.repair.status === 'none'
        ? state
        : { ...state, repair: { ...state.repair, status: 'scheduled' } };
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/** How both managed-repair deciders fold the stream; each adds its own `decide`. */
export const managedRepairStream: Omit<
  Decider<unknown, ManagedRepairState, ManagedRepairEvent>,
  'decide'
> = {
  eventTypes: ['DiagnosticProduced', 'ManagedRepairRequested', 'ManagedRepairScheduled'],
  initialState: initialManagedRepairState,
  evolve,
};
