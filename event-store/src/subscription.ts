import { loadCheckpoint, storeCheckpoint } from './checkpoints';
import { isInfrastructureFailure, reasonOf } from './failures';
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
   * crash before the checkpoint commits runs it again. A failure of the infrastructure (a
   * `TransientError`: wrap a broker's failures in it) is retried; any other failure is taken
   * to be the data's, and the event behind it is parked, as for `handle` (ADR 042).
   */
  prepare?(events: readonly RecordedEvent[]): Promise<void>;
  handle(events: readonly RecordedEvent[], tx: SqlClient): Promise<void>;
}

/**
 * Thrown by a handler for one event it can never handle as stored (the event fails its
 * schema). With `park` set, the subscription records the event and moves past it at once;
 * without, it retries. Anything else a handler throws is retried when it is a failure of the
 * infrastructure (`isInfrastructureFailure`); otherwise the subscription runs the batch again
 * one event at a time and parks the event that fails on its own (ADR 042).
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

/** Never throws: it runs in the `catch` that keeps the subscription alive. */
function describeBatch(events: readonly RecordedEvent[]): FailedBatch | undefined {
  if (events.length === 0) return undefined;
  const ids = new Set(
    events.flatMap((event) => {
      const id = (event.metadata as Partial<RecordedEvent['metadata']> | null)?.correlationId;
      return typeof id === 'string' ? [id] : [];
    }),
  );
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
   * Back-off after a failure of the infrastructure; the batch is retried, never skipped. The
   * delay doubles with each failure in a row, from `retryDelayMs` (500 ms) up to
   * `maxRetryDelayMs` (10 s).
   */
  readonly retryDelayMs?: number;
  readonly maxRetryDelayMs?: number;
  /**
   * Called before a back-off, with the batch that failed when there was one: once per step
   * of the back-off, then every 8th retry at its ceiling, not on every retry.
   */
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

/** What readiness reads of a running subscription. */
export interface SubscriptionStatus {
  readonly subscriptionId: string;
  /** When the batches started failing in a row (ms since the epoch); undefined: they succeed. */
  readonly failingSince: number | undefined;
  readonly lastError: string | undefined;
  /** Events this runner has parked since it started. */
  readonly parked: number;
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
  /** Since when batches have failed in a row; undefined while they succeed. */
  private failingSince: number | undefined;
  private lastError: string | undefined;
  /** The events of the batch under way, for `onError`. */
  private batch: readonly RecordedEvent[] = [];
  /** The events handed to the handler in the batch under way: one of them is to blame. */
  private attempted: readonly RecordedEvent[] = [];
  /** After a failure the data caused: read one event at a time up to here (ADR 042). */
  private isolateThrough: GlobalPosition | undefined;
  private parkedHere = 0;
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

  /** How the subscription is doing, for readiness: failing since when, and events parked. */
  get status(): SubscriptionStatus {
    return {
      subscriptionId: this.subscriptionId,
      failingSince: this.failingSince,
      lastError: this.lastError,
      parked: this.parkedHere,
    };
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
      this.attempted = [];
      try {
        if (await this.holdsLease()) {
          more = await this.processBatch();
          this.succeeded();
        }
      } catch (error) {
        // Another process has taken the lease: this batch rolled back; stand by.
        if (error instanceof LeaseLostError) {
          this.leaseToken = undefined;
          continue;
        }
        if (await this.blameData(error)) continue;
        this.failed(error);
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

  private retryDelay(failures = this.failures): number {
    const base = this.options.retryDelayMs ?? 500;
    const max = Math.max(base, this.options.maxRetryDelayMs ?? 10_000);
    return Math.min(max, base * 2 ** Math.max(0, Math.min(failures - 1, 20)));
  }

  private succeeded(): void {
    this.failures = 0;
    this.failingSince = undefined;
    this.lastError = undefined;
  }

  /** Counts a failure to retry; reports it once per step of the back-off. */
  private failed(error: unknown): void {
    this.failures++;
    this.failingSince ??= Date.now();
    this.lastError = reasonOf(error);
    const grew = this.failures === 1 || this.retryDelay() > this.retryDelay(this.failures - 1);
    if (!grew && this.failures % 8 !== 0) return;
    try {
      this.options.onError?.(error, this.subscriptionId, describeBatch(this.batch));
    } catch {
      // Reporting must never stop the subscription.
    }
  }

  /**
   * When a batch failed because of its data, not the infrastructure: a batch of several is
   * run again one event at a time, up to where it ended; a batch of one parks its event.
   * True when the loop should go on at once; false to retry with back-off.
   */
  private async blameData(error: unknown): Promise<boolean> {
    if (isInfrastructureFailure(error) || !this.options.park) return false;
    const attempted = this.attempted;
    if (attempted.length > 1) {
      this.isolateThrough = attempted.at(-1)!.position;
      return true;
    }
    const [event] = attempted;
    if (!event) return false;
    const unprocessable =
      error instanceof UnprocessableEventError && error.event === event
        ? error
        : new UnprocessableEventError(
            event,
            `${event.type} cannot be handled: ${reasonOf(error)}`,
            {
              cause: error,
            },
          );
    try {
      await this.settle([], unprocessable);
    } catch (parkError) {
      if (parkError instanceof LeaseLostError) throw parkError;
      return false;
    }
    this.succeeded();
    this.endIsolation();
    return true;
  }

  /** Handles one batch; true when more events may be waiting already. */
  private async processBatch(): Promise<boolean> {
    const limit = this.isolateThrough ? 1 : (this.options.batchSize ?? 500);
    const read = await this.store.readAll({ after: this.position!, limit });
    const last = read.at(-1);
    if (!last) {
      this.isolateThrough = undefined;
      await this.persistSkipped();
      return false;
    }
    const types = this.handler.eventTypes;
    const takes = (event: RecordedEvent) => !types || types.includes(event.type);
    // An event the store could not read is parked before anything handles it.
    const poisonAt = read.findIndex((event) => event.unreadable !== undefined && takes(event));
    const events = poisonAt < 0 ? read : read.slice(0, poisonAt);
    const poison =
      poisonAt < 0
        ? undefined
        : new UnprocessableEventError(read[poisonAt]!, `unreadable: ${read[poisonAt]!.unreadable}`);
    if (!poison && !events.some(takes)) {
      await this.skipTo(last.position);
      this.endIsolation();
      return read.length === limit;
    }
    // What onError reports if the rest fails: the events of the types this handler takes.
    this.batch = events.filter(takes);
    this.attempted = this.batch;
    if (this.handler.prepare && this.batch.length > 0) {
      // Work outside the database (a publish) cannot be fenced: at least skip it once the
      // lease is known lost. A pause after this check can still repeat it (ADR 033).
      await this.fence(this.client);
      await this.handler.prepare(events);
    }
    const parked = await this.settle(events, poison);
    this.batch = [];
    this.endIsolation();
    return parked !== undefined || read.length === limit;
  }

  /** Commits `events` (and parks `poison`), then moves this runner's position on. */
  private async settle(
    events: readonly RecordedEvent[],
    poison: UnprocessableEventError | undefined,
  ): Promise<UnprocessableEventError | undefined> {
    const { committed, parked } = await this.commitParking(events, poison);
    this.position = committed ?? (await loadCheckpoint(this.client, this.subscriptionId));
    if (committed) {
      this.persistedAt = Date.now();
      this.unpersisted = false;
    }
    if (committed && parked) {
      this.parkedHere++;
      try {
        this.options.onParked?.(parked, this.subscriptionId);
      } catch {
        // Reporting must never stop the subscription.
      }
    }
    this.release();
    return parked;
  }

  private endIsolation(): void {
    const through = this.isolateThrough;
    if (through && comparePositions(this.position!, through) >= 0) this.isolateThrough = undefined;
  }

  /**
   * Commits the batch; if the handler names an unprocessable event and parking is on, rolls
   * back and commits the events before it, the parked event and a checkpoint on it instead.
   * The rest of the batch is read again at once. Each retry is shorter, so this ends.
   */
  private async commitParking(
    events: readonly RecordedEvent[],
    poison?: UnprocessableEventError,
  ): Promise<{ committed: GlobalPosition | undefined; parked?: UnprocessableEventError }> {
    let handled = events;
    let parked = poison;
    if (parked && !this.options.park) throw parked;
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
