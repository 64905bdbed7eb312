import { domainEventSchema, type DomainEvent } from '@fairwrench/contracts';
import {
  envelopeOf,
  type EventStore,
  type ExpectedVersion,
  type GlobalPosition,
} from '@fairwrench/event-store';

/**
 * One stream per diagnostic, not per managed repair: "one managed repair per analysis" is
 * then enforced by the store itself (the first append expects no stream, so a concurrent
 * double submit loses with a ConcurrencyError instead of creating a second repair).
 */
export const managedRepairStreamId = (diagnosticId: string): string =>
  `managed-repair-of-diagnostic-${diagnosticId}`;

interface Requested {
  readonly managedRepairId: string;
  readonly diagnosticId: string;
  readonly issueId: string;
  readonly userId: string;
}

export type ManagedRepairState =
  { readonly status: 'none' } | (Requested & { readonly status: 'requested' | 'scheduled' });

/** An event without its metadata, kept per type so `switch (event.type)` narrows `data`. */
type Unstamped<Event> = Event extends DomainEvent ? Omit<Event, 'metadata'> : never;

export const initialManagedRepairState: ManagedRepairState = { status: 'none' };

export function evolve(
  state: ManagedRepairState,
  event: Unstamped<DomainEvent>,
): ManagedRepairState {
  switch (event.type) {
    case 'ManagedRepairRequested':
      return { status: 'requested', ...event.data };
    case 'ManagedRepairScheduled':
      return state.status === 'none' ? state : { ...state, status: 'scheduled' };
    default:
      return state;
  }
}

export interface LoadedManagedRepair {
  readonly state: ManagedRepairState;
  /** What the next append expects: the last event's stream position, or no stream yet. */
  readonly version: ExpectedVersion;
  /** Where the stream's last event sits in the global log, to wait for its projection. */
  readonly position: GlobalPosition | undefined;
}

export async function loadManagedRepair(
  store: EventStore,
  diagnosticId: string,
): Promise<LoadedManagedRepair> {
  const recorded = await store.readStream(managedRepairStreamId(diagnosticId));
  const last = recorded.at(-1);
  const state = recorded
    .map((event) => domainEventSchema.parse(envelopeOf(event)))
    .reduce(evolve, initialManagedRepairState);
  return { state, version: last?.streamPosition ?? 'no_stream', position: last?.position };
}
