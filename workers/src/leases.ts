import type { Logger, ProductMetrics } from '@fairwrench/api/use-cases';
import { Lease, LeaseKeeper, WorkerRoster } from '@fairwrench/event-store';
import type { WorkerDatabase } from './worker-database';

/** WORKER_LEASE_TTL_MS's default: a standby takes over within about 10 to 14 s (ADR 033). */
export const DEFAULT_LEASE_TTL_MS = 10_000;

/** The worker id of the embedded database's one process. */
export const EMBEDDED = 'embedded';

/** Hands out a lease per subscription (ADR 033). */
export type WorkerLeases = (name: string) => LeaseKeeper;

/**
 * The leases of this process's subscriptions and jobs, each named after what it runs, held
 * as `database.workerId`, spread over the live workers: this process takes its fair share
 * (ADR 040). Taking and losing one is logged and shown in fairwrench_worker_lease_held.
 */
export function workerLeases(options: {
  readonly database: WorkerDatabase;
  readonly ttlMs?: number | undefined;
  readonly metrics?: ProductMetrics | undefined;
  readonly logger?: Logger | undefined;
}): WorkerLeases {
  const { database, metrics, logger } = options;
  const holder = database.workerId;
  const { client } = database.subscriptions;
  const ttlMs = options.ttlMs ?? DEFAULT_LEASE_TTL_MS;
  const roster = new WorkerRoster(client, holder, ttlMs, {
    onError: (error) => logger?.warn({ holder, err: error }, 'worker heartbeat failed'),
  });
  return (name) => {
    const keeper = new LeaseKeeper(new Lease(client, name, holder, ttlMs), {
      roster,
      onError: (error) => logger?.warn({ lease: name, err: error }, 'lease renewal failed'),
    });
    metrics?.leaseHeld.set({ subscription: name }, 0);
    keeper.onChange((held) => {
      metrics?.leaseHeld.set({ subscription: name }, held ? 1 : 0);
      if (holder === EMBEDDED) return; // one process: nothing to tell
      const fields = { lease: name, holder, token: keeper.heldToken?.toString() };
      if (held) logger?.info(fields, 'lease taken: running here');
      else logger?.info(fields, 'lease lost or let go: standing by');
    });
    return keeper;
  };
}
