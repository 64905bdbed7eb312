import { STORAGE_KEYS } from '@fairwrench/contracts';
import type * as FlowRuntimeModule from './flow-runtime';
import type { FlowActor, FlowEffects } from './flow-runtime';
import { browserStorage, memoryStorage, readText } from './flow-storage';
import type { FlowEvent, FlowInput } from './flow-types';
import { readSavedVehicle } from './saved-drafts';

type FlowRuntime = typeof FlowRuntimeModule;

/**
 * The app's handle on the one flow actor, whose code (XState, the machine, its API calls and
 * schemas) is loaded on demand rather than with the page (ADR 029): a landing-page visitor
 * downloads it when they start on the form, an owner on a step page or with saved progress
 * at once. Events sent before it runs are delivered, in order, when it starts.
 */
export type FlowHandle = {
  /** The running actor; null until its code has loaded. */
  readonly actor: FlowActor | null;
  /** Loads the machine's code once and resolves with the running actor. */
  load(): Promise<FlowActor>;
  /** The flow's code, loading it if needed, for work that runs beside the actor. */
  runtime(): Promise<FlowRuntime>;
  /** Sends now, or queues the event and loads the machine. */
  send(event: FlowEvent): void;
  /** Sends now, or queues the event for when the machine runs without loading it. */
  sendWhenRunning(event: FlowEvent): void;
  /** Heard when the actor starts and on every snapshot after. */
  subscribe(listener: () => void): () => void;
};

/** The flow's stores: browser storage, or memory where there is none (the build's pre-render). */
export function flowStores(): FlowInput {
  return typeof window === 'undefined'
    ? { session: memoryStorage(), local: memoryStorage() }
    : { session: browserStorage('session'), local: browserStorage('local') };
}

/** A flow under way or a saved vehicle to prefill: the owner needs the machine straight away. */
export function hasSavedProgress({ session, local }: FlowInput): boolean {
  return (
    readText(session, STORAGE_KEYS.repairFlowState) !== null || readSavedVehicle(local) !== null
  );
}

export function createFlowHandle(
  input: FlowInput,
  effects: FlowEffects,
  importRuntime: () => Promise<FlowRuntime> = () => import('./flow-runtime'),
): FlowHandle {
  let actor: FlowActor | null = null;
  let loading: Promise<FlowActor> | null = null;
  let queued: FlowEvent[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const runtime = () => importRuntime();
  const load = (): Promise<FlowActor> => {
    loading ??= runtime().then(
      ({ startFlow }) => {
        const started = startFlow(input, effects, queued);
        queued = [];
        started.subscribe(notify);
        actor = started;
        notify();
        return started;
      },
      (error: unknown) => {
        // A failed download (offline, a new deploy) is retried by the next call.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const enqueue = (event: FlowEvent) => {
    // Only the page on screen now matters: a visit still queued was superseded (replayed, it
    // would send the owner back to a page they already left).
    queued =
      event.type === 'VISIT'
        ? [...queued.filter(({ type }) => type !== 'VISIT'), event]
        : [...queued, event];
  };
  const logFailure = (error: unknown) => console.error('Could not load the repair flow', error);

  return {
    get actor() {
      return actor;
    },
    load,
    runtime,
    send(event) {
      if (actor) return actor.send(event);
      enqueue(event);
      load().catch(logFailure);
    },
    sendWhenRunning(event) {
      if (actor) return actor.send(event);
      enqueue(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
