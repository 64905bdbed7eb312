import type { UnstampedEvent } from './event-envelope';

/**
 * A use case's business logic in emmett's shape: the state is folded from events with
 * `evolve`, and `decide` answers a command with the events to record. Both are pure; ids,
 * times and anything looked up come in on the command. `decide` may answer no events (the
 * command was already carried out: an idempotent repeat) or throw a DomainError.
 *
 * `eventTypes` names the events `evolve` folds, so its switch can be exhaustive: a stream's
 * other events are left out before folding, never silently fall through a default branch.
 */
export interface Decider<Command, State, Event extends UnstampedEvent> {
  readonly eventTypes: readonly Event['type'][];
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
}

type Folding<State, Event extends UnstampedEvent> = Pick<
  Decider<unknown, State, Event>,
  'eventTypes' | 'initialState' | 'evolve'
>;

/**
 * The state after `events`: those the decider folds, in order, from its initial state or from
 * `from` (a state already folded from another stream, such as the vehicle an issue is about).
 */
export function fold<State, Event extends UnstampedEvent>(
  decider: Folding<State, Event>,
  events: readonly UnstampedEvent[],
  from: State = decider.initialState(),
): State {
  const known = new Set<string>(decider.eventTypes);
  const folded = events.filter((event): event is Event => known.has(event.type));
  return folded.reduce(decider.evolve, from);
}
