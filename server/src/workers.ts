import {
  LeadPolicy,
  type Logger,
  type PhotoStore,
  type ProductMetrics,
  type ReadinessCheck,
} from '@fairwrench/api';
import { CatchUpSubscription, type SubscriptionHandler } from '@fairwrench/event-store';
import {
  KafkaLeadPublisher,
  LeadForwarder,
  parkEvent,
  type KafkaSettings,
  type LeadPublisher,
} from '@fairwrench/projections';
import type { Database } from './database';
import type { WorkerLeases } from './leases';
import { RetentionJob } from './retention';

export interface WorkersOptions {
  readonly database: Database;
  /** The broker; without it the forwarder is off and leads wait, recorded, as pending. */
  readonly kafka?: KafkaSettings | undefined;
  readonly logger?: Logger | undefined;
  /** A publisher of the test's own (a broker that fails on purpose); Kafka's otherwise. */
  readonly publisher?: LeadPublisher;
  /** The retention job: erases owners gone longer than `days` (0 or absent: off). */
  readonly retention?: { readonly days: number; readonly photos: PhotoStore } | undefined;
  /** Counts the batches that failed (a broker outage stalls the forwarder's). */
  readonly metrics?: ProductMetrics | undefined;
  /** Each worker's lease, so it runs in one process at a time (ADR 033); none: no lease. */
  readonly leases?: WorkerLeases | undefined;
}

export interface Workers {
  /** The running subscriptions by id, for tests and read-your-writes waits. */
  readonly subscriptions: ReadonlyMap<string, CatchUpSubscription>;
  readonly retention: RetentionJob | undefined;
  /** What this process's readiness depends on: the broker, when it forwards leads. */
  readonly readiness: readonly ReadinessCheck[];
  stop(): Promise<void>;
}

/** Retries of a failing batch back off from 0.5 s to 30 s (a broker outage, a lagging read model). */
const RETRY = { retryDelayMs: 500, maxRetryDelayMs: 30_000 } as const;

/**
 * The product's reactors, each a checkpointed subscription like the projections (ADR 020):
 * the lead policy, which decides leads, and with a broker the lead forwarder, which publishes
 * them; and the retention job. With `leases`, each runs in one process at a time (ADR 033).
 */
export function startWorkers(options: WorkersOptions): Workers {
  const { database, logger } = options;
  const { store, client } = database.subscriptions;
  const handlers: SubscriptionHandler[] = [
    new LeadPolicy(database.store, database.client, { logger }),
  ];
  let publisher: LeadPublisher | undefined;
  if (options.kafka || options.publisher) {
    publisher = options.publisher ?? new KafkaLeadPublisher(options.kafka!);
    handlers.push(new LeadForwarder(database.store, database.client, publisher, { logger }));
  }
  const subscriptions = new Map(
    handlers.map((handler) => {
      const subscription = new CatchUpSubscription(store, client, handler, {
        ...RETRY,
        park: async (tx, id, error) => void (await parkEvent(tx, id, error)),
        onError: (error, id, batch) => {
          options.metrics?.subscriptionFailures.inc({ subscription: id });
          logger?.warn(
            { worker: id, err: error, batch },
            'worker batch failed; retrying with back-off',
          );
        },
        lease: options.leases?.(handler.subscriptionId),
      });
      subscription.start();
      return [handler.subscriptionId, subscription] as const;
    }),
  );
  const retention = options.retention?.days
    ? new RetentionJob({
        database,
        logger,
        ...options.retention,
        lease: options.leases?.('retention'),
      })
    : undefined;
  retention?.start();
  const broker = publisher;
  return {
    subscriptions,
    retention,
    readiness: broker?.reachable ? [{ name: 'kafka', check: () => broker.reachable!() }] : [],
    stop: async () => {
      await retention?.stop();
      await Promise.all([...subscriptions.values()].map((subscription) => subscription.stop()));
      await publisher?.close();
    },
  };
}
