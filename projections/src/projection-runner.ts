import {
  CatchUpSubscription,
  formatPosition,
  migrateEventStore,
  resetCheckpoint,
  type EventStore,
  type GlobalPosition,
  type LeaseKeeper,
  type SqlClient,
  type FailedBatch,
  type SubscriptionStatus,
  type UnprocessableEventError,
} from '@fairwrench/event-store';
import { clearParked, countParked, migrateParkedEvents, parkEvent } from './parked-events';
import type { Projection } from './projection';

export interface ProjectionRunnerOptions {
  readonly pollIntervalMs?: number;
  readonly onError?: (error: unknown, projectionId: string, batch?: FailedBatch) => void;
  /** Each projection's lease, so it runs in one process at a time (ADR 033); none: no lease. */
  readonly lease?: (projectionId: string) => LeaseKeeper;
}

/** An event a projection parked and moved past (ADR 019), as fields for a log line. */
export type ParkedNotice = {
  readonly projection: string;
  readonly eventId: string;
  readonly type: string;
  readonly streamId: string;
  readonly position: string;
  /** How many events this projection has parked now, this one included. */
  readonly parked: number;
  readonly reason: string;
};

/** The slice of a logger (pino's, the API's) that parking reports to. */
export interface ParkedLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

const REPLAY_HINT = 'after a fix, npm run projections:replay-parked retries them';

/** Runs projections as checkpointed subscriptions on the event store. */
export class ProjectionRunner {
  private readonly subscriptions = new Map<string, CatchUpSubscription>();
  private readonly parkedListeners = new Set<(notice: ParkedNotice) => void>();
  /** Set inside the parking transaction, read once it has committed. */
  private readonly parkedCounts = new Map<string, number>();

  constructor(
    private readonly store: EventStore,
    private readonly client: SqlClient,
    private readonly projections: readonly Projection[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {}

  async migrate(): Promise<void> {
    await migrateEventStore(this.client);
    await migrateParkedEvents(this.client);
    for (const projection of this.projections) await projection.migrate(this.client);
  }

  start(): void {
    for (const projection of this.projections) {
      const subscription = new CatchUpSubscription(this.store, this.client, projection, {
        pollIntervalMs: this.options.pollIntervalMs,
        onError: this.options.onError,
        park: async (tx, id, error) => {
          this.parkedCounts.set(id, await parkEvent(tx, id, error));
        },
        onParked: (error, id) => this.notifyParked(error, id),
        lease: this.options.lease?.(projection.subscriptionId),
      });
      this.subscriptions.set(projection.subscriptionId, subscription);
      subscription.start();
    }
  }

  /** Tells `listener` about every event a projection parks; returns the unsubscribe. */
  onParked(listener: (notice: ParkedNotice) => void): () => void {
    this.parkedListeners.add(listener);
    return () => this.parkedListeners.delete(listener);
  }

  /** Logs how many events each projection has parked so far, then each one it parks. */
  async logParked(logger: ParkedLogger): Promise<() => void> {
    const counts = await countParked(this.client);
    const mine = this.projections.filter((p) => counts.has(p.subscriptionId));
    if (mine.length > 0) {
      const parked = Object.fromEntries(
        mine.map((p) => [p.subscriptionId, counts.get(p.subscriptionId)]),
      );
      logger.warn({ parked }, `events parked: they fail their schema; ${REPLAY_HINT}`);
    }
    return this.onParked((notice) =>
      logger.warn(
        notice,
        `event parked: it fails its schema, so ${notice.projection} moved past it (${notice.parked} parked; ${REPLAY_HINT})`,
      ),
    );
  }

  private notifyParked({ event, message }: UnprocessableEventError, projection: string): void {
    const notice: ParkedNotice = {
      projection,
      eventId: event.metadata.eventId,
      type: event.type,
      streamId: event.streamId,
      position: formatPosition(event.position),
      parked: this.parkedCounts.get(projection) ?? 1,
      reason: message,
    };
    for (const listener of this.parkedListeners) listener(notice);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.subscriptions.values()].map((s) => s.stop()));
    this.subscriptions.clear();
  }

  /** Resolves true once each named projection has processed `position`; false on timeout. */
  async waitFor(
    position: GlobalPosition,
    projectionIds: readonly string[],
    timeoutMs: number,
  ): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>(
      (resolve) => (timer = setTimeout(resolve, timeoutMs, false)),
    );
    const reached = Promise.all(
      projectionIds.map((id) => {
        const subscription = this.subscriptions.get(id);
        if (!subscription) throw new Error(`Projection ${id} is not running here`);
        return subscription.reached(position);
      }),
    ).then(() => true);
    try {
      return await Promise.race([reached, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Each running projection's status, for readiness. */
  statuses(): SubscriptionStatus[] {
    return [...this.subscriptions.values()].map((subscription) => subscription.status);
  }

  checkpointOf(projectionId: string): GlobalPosition | undefined {
    return this.subscriptions.get(projectionId)?.checkpoint;
  }
}

/**
 * Empties a projection's read model, checkpoint and parked events in one transaction; the
 * next run replays the whole log into it, parking again whatever still fails its schema.
 * Stop the projection's runners first.
 */
export async function resetProjection(client: SqlClient, projection: Projection): Promise<void> {
  await client.transaction(async (tx) => {
    await projection.truncate(tx);
    await resetCheckpoint(tx, projection.subscriptionId);
    await clearParked(tx, projection.subscriptionId);
  });
}
