import type { Logger, PhotoStore, ProductMetrics, ReadinessCheck } from '@fairwrench/api/use-cases';
import { CatchUpSubscription, type SubscriptionHandler } from '@fairwrench/event-store';
import { parkEvent, ProjectionRunner, type Projection } from '@fairwrench/projections';
import { KafkaLeadPublisher } from './kafka/kafka-lead-publisher';
import type { KafkaSettings } from './kafka/kafka-settings';
import { LeadForwarder } from './lead-forwarder/lead-forwarder';
import type { LeadPublisher } from './lead-forwarder/lead-publisher';
import { LeadPolicy } from './lead-policy/lead-policy';
import type { WorkerLeases } from './leases';
import { MailSender } from './mail/mail-sender';
import { mailerFor, type MailSettings } from './mail/mail-settings';
import type { Mailer } from './mail/mailer';
import type { WorkerDatabase } from './worker-database';
import { RetentionJob } from './retention/retention';

/**
 * How a failed batch is reported, the same for every subscription of a process: counted by
 * subscription in fairwrench_subscription_failures_total and logged with its batch.
 */
export function reportSubscriptionFailure(
  kind: 'projection' | 'worker',
  metrics: ProductMetrics | undefined,
  logger: Logger | undefined,
): (error: unknown, id: string, batch: unknown) => void {
  return (error, id, batch) => {
    metrics?.subscriptionFailures.inc({ subscription: id });
    logger?.[kind === 'worker' ? 'warn' : 'error'](
      { [kind]: id, err: error, batch },
      kind === 'worker' ? 'worker batch failed; retrying with back-off' : 'projection failed',
    );
  };
}

/**
 * The read models' runner of a process, migrated, not started: under leases (the long-running
 * processes) or without (the one-off commands).
 */
export async function migratedProjectionRunner(options: {
  readonly database: WorkerDatabase;
  readonly projections: readonly Projection[];
  readonly logger?: Logger | undefined;
  readonly metrics?: ProductMetrics | undefined;
  readonly leases?: WorkerLeases | undefined;
}): Promise<ProjectionRunner> {
  const { store, client } = options.database.subscriptions;
  const runner = new ProjectionRunner(store, client, options.projections, {
    onError: reportSubscriptionFailure('projection', options.metrics, options.logger),
    lease: options.leases,
  });
  await runner.migrate();
  return runner;
}

export interface WorkersOptions {
  readonly database: WorkerDatabase;
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
  /** The owners' messages (ADR 057): SMTP with `smtpUrl`, .eml files without; absent: none sent. */
  readonly mail?: MailSettings | undefined;
  /** A mailer of the test's own in place of the one `mail` names. */
  readonly mailer?: Mailer | undefined;
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
 * them; the mail sender, which sends the owners' messages; and the retention job. With `leases`, each runs in one process at a time (ADR 033).
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
  let mailer: Mailer | undefined;
  if (options.mail) {
    mailer = options.mailer ?? mailerFor(options.mail);
    const { publicOrigin } = options.mail;
    handlers.push(
      new MailSender(database.store, database.client, database.dataKeys, mailer, {
        publicOrigin,
        logger,
      }),
    );
  }
  const subscriptions = new Map(
    handlers.map((handler) => {
      const subscription = new CatchUpSubscription(store, client, handler, {
        ...RETRY,
        park: async (tx, id, error) => void (await parkEvent(tx, id, error)),
        onError: reportSubscriptionFailure('worker', options.metrics, logger),
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
      await mailer?.close();
    },
  };
}
