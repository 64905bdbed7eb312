import { domainEventSchema } from '@fairwrench/contracts';
import {
  ConcurrencyError,
  envelopeOf,
  type EventStore,
  type ExpectedVersion,
  type GlobalPosition,
} from '@fairwrench/event-store';
import { fold, type Decider } from './decider';
import { stamp, type CommandContext, type UnstampedEvent } from './event-envelope';
import type { ReadModelProgress } from './read-model-progress';

/** A stream folded into a decider's state, with where it ends. */
export interface LoadedStream<State> {
  readonly state: State;
  /** What the next append expects: the last event's stream position, or no stream yet. */
  readonly version: ExpectedVersion;
  /** Where the stream's last event sits in the global log; undefined while it is empty. */
  readonly position: GlobalPosition | undefined;
}

export interface HandleCommandOptions<State> {
  /** The envelope of the events: correlation, causation, time and event ids. */
  readonly context: CommandContext;
  /**
   * The state to fold the stream onto, when the decision also rests on another stream's
   * facts (see `loadStream`); the decider's initial state otherwise.
   */
  readonly initialState?: State;
  /**
   * Read-your-writes: the projections to wait for before answering, at the appended events'
   * position or, when nothing was appended, at the stream's end (a concurrent call may have
   * written it a moment ago).
   */
  readonly readModels?: {
    readonly progress: ReadModelProgress;
    readonly projections: readonly string[];
  };
  /**
   * Work that must be done before events naming it are stored (a photo before the issue
   * that references it); skipped when the command decides nothing.
   */
  readonly beforeAppend?: () => Promise<void>;
  /** Tries at most this often when another writer appended to the stream first. */
  readonly attempts?: number;
}

export interface CommandResult<State, Event extends UnstampedEvent> {
  /** The events this call recorded: none when the command had already been carried out. */
  readonly newEvents: readonly Event[];
  /** The state after them. */
  readonly newState: State;
  /** The stream's end in the global log after the call; undefined while it is empty. */
  readonly position: GlobalPosition | undefined;
}

const DEFAULT_ATTEMPTS = 3;

/** Reads a stream and folds it with a decider's `evolve`, from `from` if given. */
export async function loadStream<State, Event extends UnstampedEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, State, Event>, 'eventTypes' | 'initialState' | 'evolve'>,
  from?: State,
): Promise<LoadedStream<State>> {
  const recorded = await store.readStream(streamId);
  const events = recorded.map((event) => domainEventSchema.parse(envelopeOf(event)));
  const last = recorded.at(-1);
  return {
    state: fold(decider, events, from),
    version: last?.streamPosition ?? 'no_stream',
    position: last?.position,
  };
}

/**
 * The one way a command is carried out: load the stream, fold it, decide, stamp, append at the
 * version that was read, and on a concurrent append decide again on the winner's state. A
 * repeat that decides nothing is answered from the state as it is; either way the named read
 * models have caught up before this returns.
 */
export async function handleCommand<Command, State, Event extends UnstampedEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, State, Event>,
  command: Command,
  options: HandleCommandOptions<State>,
): Promise<CommandResult<State, Event>> {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const { state, version, position } = await loadStream(
      store,
      streamId,
      decider,
      options.initialState,
    );
    const newEvents = decider.decide(command, state);
    const newState = fold(decider, newEvents, state);
    if (newEvents.length > 0) await options.beforeAppend?.();
    try {
      const end =
        newEvents.length === 0
          ? position
          : (await store.appendToStream(streamId, stamp(newEvents, options.context), version))
              .position;
      if (end && options.readModels) {
        await options.readModels.progress.waitFor(end, options.readModels.projections);
      }
      return { newEvents, newState, position: end };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= attempts) throw error;
    }
  }
}
