import {
  CatchUpSubscription,
  migrateEventStore,
  resetCheckpoint,
  type EventStore,
  type GlobalPosition,
  type SqlClient,
} from '@fairwrench/event-store';
import type { Projection } from './projection';

export interface ProjectionRunnerOptions {
  readonly pollIntervalMs?: number;
  readonly onError?: (error: unknown, projectionId: string) => void;
}

/** Runs projections as checkpointed subscriptions on the event store. */
export class ProjectionRunner {
  private readonly subscriptions = new Map<string, CatchUpSubscription>();

  constructor(
    private readonly store: EventStore,
    private readonly client: SqlClient,
    private readonly projections: readonly Projection[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {}

  async migrate(): Promise<void> {
    await migrateEventStore(this.client);
    for (const projection of this.projections) await projection.migrate(this.client);
  }

  start(): void {
    for (const projection of this.projections) {
      const subscription = new CatchUpSubscription(this.store, this.client, projection, {
        pollIntervalMs: this.options.pollIntervalMs,
        onError: this.options.onError,
      });
      this.subscriptions.set(projection.subscriptionId, subscription);
      subscription.start();
    }
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

  checkpointOf(projectionId: string): GlobalPosition | undefined {
    return this.subscriptions.get(projectionId)?.checkpoint;
  }
}

/**
 * Empties a projection's read model and checkpoint in one transaction; the next run
 * replays the whole log into it. Stop the projection's runners first.
 */
export async function resetProjection(client: SqlClient, projection: Projection): Promise<void> {
  await client.transaction(async (tx) => {
    await projection.truncate(tx);
    await resetCheckpoint(tx, projection.subscriptionId);
  });
}
