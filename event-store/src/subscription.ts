import { loadCheckpoint, storeCheckpoint } from './checkpoints';
import { LeaseLostError } from './leases/lease';
import type { LeaseKeeper } from './leases/lease-keeper';
import type { SqlClient } from './sql-client';
import {
  comparePositions,
  formatPosition,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
} from './types';

/**
 * Something that consumes the global log in order: a projection writing a read model,
 * or a relay publishing to Kafka. `handle` runs inside the transaction that also moves
 * the checkpoint, so a read-model write and its checkpoint commit together.
 */
export interface SubscriptionHandler {
  readonly subscriptionId: string;
  /**
   * The event types `handle` acts on, if it ignores all others. A batch with none of them
   * only moves the checkpoint: in memory at once, in the database at most once a second
   * (replaying ignored events after a restart is harmless).
   */
  readonly eventTypes?: readonly string[];
  /**
   * Work done before the transaction, for I/O that must not hold one open: publishing to a
   * broker, or commands that append events of their own. It must be safe to repeat, since a
   * crash before the checkpoint commits runs it again; if it throws, the batch is retried
   * (an `UnprocessableEventError` too: to park an event, find it here and throw from `handle`).
   */
  prepare?(events: readonly RecordedEvent[]): Promise<void>;
  handle(events: readonly RecordedEvent[], tx: SqlClient): Promise<void>;
}

/**
 * Thrown by a handler for one event it can never handle as stored (the event fails its
 * schema). With `park` set, the subscription records the event and moves past it; without,
 * it retries like any other failure. Anything else a handler throws (a database error) is
 * always retried, never skipped.
 */
export class UnprocessableEventError extends Error {
  override readonly name = 'UnprocessableEventError';
  constructor(
    readonly event: RecordedEvent,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Records `error.event`, inside the transaction that moves the checkpoint past it. */
export type ParkEvent = (
  tx: SqlClient,
  subscriptionId: string,
  error: UnprocessableEventError,
) => Promise<void>;

/** The batch a failure happened in, for the log line that follows a request through (ADR 030). */
export interface FailedBatch {
  readonly events: number;
  readonly from: string;
  readonly to: string;
  /** The distinct correlation ids of its events, at most `MAX_CORRELATION_IDS` of them... */
  readonly correlationIds: readonly string[];
  /** ...of this many. */
  readonly correlationIdCount: number;
}

const MAX_CORRELATION_IDS = 20;

function describeBatch(events: readonly RecordedEvent[]): FailedBatch | undefined {
  if (events.length === 0) return undefined;
  const ids = new Set(events.map((event) => event.metadata.correlationId));
  return {
    events: events.length,
    from: formatPosition(events[0]!.position),
    to: formatPosition(events.at(-1)!.position),
    correlationIds: [...ids].slice(0, MAX_CORRELATION_IDS),
    correlationIdCount: ids.size,
  };
}

export interface SubscriptionOptions {
  readonly batchSize?: number;
  /** Poll this often when no append was announced (other processes' appends). */
  readonly pollIntervalMs?: number;
  /**
   * Back-off after a failing batch; the batch is retried, never skipped. The delay doubles
   * with each failure in a row, up to `maxRetryDelayMs` (default: no growth).
   */
  readonly retryDelayMs?: number;
  readonly maxRetryDelayMs?: number;
  /** Called before each back-off, with the batch that failed when there was one. */
  readonly onError?: (error: unknown, subscriptionId: string, batch?: FailedBatch) => void;
  /** Where unprocessable events go; see `UnprocessableEventError`. */
  readonly park?: ParkEvent;
  /** Called once the transaction that parked `error.event` has committed. */
  readonly onParked?: (error: UnprocessableEventError, subscriptionId: string) => void;
  /**
   * Runs the subscription in one process at a time (ADR 033): it stands by while another
   * process holds this lease, and each batch commits only if the lease's token is still the
   * one its checkpoint was read under. The subscription starts and stops the keeper.
   */
  readonly lease?: LeaseKeeper;
}

type Waiter = { position: GlobalPosition; resolve: () => void };

const SKIPPED_CHECKPOINT_INTERVAL_MS = 1000;

/** A durable catch-up subscription: reads from its checkpoint, then follows the live log. */
export class CatchUpSubscription {
  private position: GlobalPosition | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private wake: (() => void) | undefined;
  private pending = false;
  private readonly waiters = new Set<Waiter>();
  private readonly unlisten: () => void;
  private persistedAt = 0;
  /** A skip moved the position in memory only; the next idle batch stores it. */
  private unpersisted = false;
  private failures = 0;
  /** The events of the batch under way, for `onError`. */
  private batch: readonly RecordedEvent[] = [];
  /** The lease token `position` was read under; a new token means another holder ran meanwhile. */
  private leaseToken: bigint | undefined;
  private readonly unlistenLease: () => void;

  constructor(
    private readonly store: EventStore,
    private readonly client: SqlClient,
    private readonly handler: SubscriptionHandler,
    private readonly options: SubscriptionOptions = {},
  ) {
    this.unlisten = store.onAppended(() => this.poke());
    this.unlistenLease = options.lease?.onChange(() => this.poke()) ?? (() => undefined);
  }

  get subscriptionId(): string {
    return this.handler.subscriptionId;
  }

  /** The last position this runner has committed, once started. */
  get checkpoint(): GlobalPosition | undefined {
    return this.position;
  }

  start(): void {
    this.options.lease?.start();
    this.running ??= this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unlisten();
    this.unlistenLease();
    this.poke();
    await this.running;
    await this.options.lease?.stop();
    for (const waiter of this.waiters) waiter.resolve();
    this.waiters.clear();
  }

  /** Asks the loop to read now instead of at its next poll. */
  poke(): void {
    this.pending = true;
    this.wake?.();
  }

  /** Resolves once the checkpoint is at or past `position` (or the runner stops). */
  reached(position: GlobalPosition): Promise<void> {
    if (this.position && comparePositions(this.position, position) >= 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.add({ position, resolve }));
  }

  private async loop(): Promise<void> {
    this.position = await loadCheckpoint(this.client, this.subscriptionId);
    this.release();
    while (!this.stopped) {
      this.pending = false;
      let more = false;
      this.batch = [];
      try {
        if (await this.holdsLease()) {
          more = await this.processBatch();
          this.failures = 0;
        }
      } catch (error) {
        // Another process has taken the lease: this batch rolled back; stand by.
        if (error instanceof LeaseLostError) {
          this.leaseToken = undefined;
          continue;
        }
        this.failures++;
        this.options.onError?.(error, this.subscriptionId, describeBatch(this.batch));
        await this.idle(this.retryDelay(), true);
        continue;
      }
      if (!more) await this.idle(this.options.pollIntervalMs ?? 250);
    }
  }

  /**
   * True when this process may run a batch: no lease, or it holds the lease. On taking it
   * under a new token, reads the checkpoint the previous holder left. While standing by it
   * follows that checkpoint for whoever waits on this process (`reached`).
   */
  private async holdsLease(): Promise<boolean> {
    const lease = this.options.lease;
    if (!lease) return true;
    const token = lease.heldToken;
    if (token === undefined) {
      if (this.waiters.size > 0) await this.reloadCheckpoint();
      return false;
    }
    if (token !== this.leaseToken) {
      await this.reloadCheckpoint();
      this.leaseToken = token;
    }
    return true;
  }

  private async reloadCheckpoint(): Promise<void> {
    this.position = await loadCheckpoint(this.client, this.subscriptionId);
    this.unpersisted = false;
    this.release();
  }

  /** Fails `tx` (or, outside one, throws) unless this process still holds the lease. */
  private async fence(tx: SqlClient): Promise<void> {
    await this.options.lease?.fence(tx, this.leaseToken);
  }

  private retryDelay(): number {
    const base = this.options.retryDelayMs ?? 500;
    const max = Math.max(base, this.options.maxRetryDelayMs ?? base);
    return Math.min(max, base * 2 ** Math.min(this.failures - 1, 20));
  }

  /** Handles one batch; true when more events may be waiting already. */
  private async processBatch(): Promise<boolean> {
    const batchSize = this.options.batchSize ?? 500;
    const events = await this.store.readAll({ after: this.position!, limit: batchSize });
    const last = events.at(-1);
    if (!last) {
      await this.persistSkipped();
      return false;
    }
    const types = this.handler.eventTypes;
    if (types && !events.some((event) => types.includes(event.type))) {
      await this.skipTo(last.position);
      return events.length === batchSize;
    }
    // What onError reports if the rest fails: the events of the types this handler takes.
    this.batch = types ? events.filter((event) => types.includes(event.type)) : events;
    if (this.handler.prepare) {
      // Work outside the database (a publish) cannot be fenced: at least skip it once the
      // lease is known lost. A pause after this check can still repeat it (ADR 033).
      await this.fence(this.client);
      await this.handler.prepare(events);
    }
    const { committed, parked } = await this.commitParking(events);
    this.batch = [];
    this.position = committed ?? (await loadCheckpoint(this.client, this.subscriptionId));
    if (committed) {
      this.persistedAt = Date.now();
      this.unpersisted = false;
    }
    if (committed && parked) this.options.onParked?.(parked, this.subscriptionId);
    this.release();
    return parked !== undefined || events.length === batchSize;
  }

  /**
   * Commits the batch; if the handler names an unprocessable event and parking is on, rolls
   * back and commits the events before it, the parked event and a checkpoint on it instead.
   * The rest of the batch is read again at once. Each retry is shorter, so this ends.
   */
  private async commitParking(
    events: readonly RecordedEvent[],
  ): Promise<{ committed: GlobalPosition | undefined; parked?: UnprocessableEventError }> {
    let handled = events;
    let parked: UnprocessableEventError | undefined;
    for (;;) {
      try {
        return { committed: await this.commit(handled, parked), parked };
      } catch (error) {
        const at = this.parkableIndex(error, handled);
        if (at < 0) throw error;
        parked = error as UnprocessableEventError;
        handled = handled.slice(0, at);
      }
    }
  }

  private parkableIndex(error: unknown, events: readonly RecordedEvent[]): number {
    if (!this.options.park || !(error instanceof UnprocessableEventError)) return -1;
    const { position } = error.event;
    return events.findIndex((event) => comparePositions(event.position, position) === 0);
  }

  /** The new checkpoint, or undefined when another runner had already moved past it. */
  private async commit(
    handled: readonly RecordedEvent[],
    parked: UnprocessableEventError | undefined,
  ): Promise<GlobalPosition | undefined> {
    const last = parked?.event.position ?? handled.at(-1)!.position;
    return this.client
      .transaction(async (tx) => {
        if (handled.length > 0) await this.handler.handle(handled, tx);
        if (parked) await this.options.park!(tx, this.subscriptionId, parked);
        await this.fence(tx);
        if (await storeCheckpoint(tx, this.subscriptionId, last)) return last;
        // Another runner got there first: undo this batch's writes and continue from its checkpoint.
        throw new CheckpointOvertaken();
      })
      .catch((error: unknown) => {
        if (!(error instanceof CheckpointOvertaken)) throw error;
        return undefined;
      });
  }

  private async skipTo(position: GlobalPosition): Promise<void> {
    this.position = position;
    this.unpersisted = true;
    this.release();
    await this.persistSkipped();
  }

  /**
   * Stores a position reached by skipping, at most once a second; once the log goes quiet it
   * is stored anyway, so the checkpoint (and the lag read from it) does not stay behind.
   */
  private async persistSkipped(): Promise<void> {
    if (!this.unpersisted || Date.now() - this.persistedAt < SKIPPED_CHECKPOINT_INTERVAL_MS) return;
    const position = this.position!;
    await (this.options.lease
      ? this.client.transaction(async (tx) => {
          await this.fence(tx);
          await storeCheckpoint(tx, this.subscriptionId, position);
        })
      : storeCheckpoint(this.client, this.subscriptionId, position));
    this.persistedAt = Date.now();
    this.unpersisted = false;
  }

  private release(): void {
    for (const waiter of this.waiters) {
      if (comparePositions(this.position!, waiter.position) >= 0) {
        waiter.resolve();
        this.waiters.delete(waiter);
      }
    }
  }

  /**
   * Waits `ms`, or less when an append is announced; a back-off after a failure (`untilStop`)
   * ignores appends, so a busy log cannot turn retries against a dead broker into a spin.
   */
  private idle(ms: number, untilStop = false): Promise<void> {
    if (this.stopped || (this.pending && !untilStop)) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        if (untilStop && !this.stopped) return;
        this.wake = undefined;
        done();
      };
    });
  }
}

class CheckpointOvertaken extends Error {}
