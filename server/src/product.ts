import {
  createApiApp,
  ProductMetrics,
  seedDemoShops,
  type AnalysisKnowledge,
  type Logger,
  type PaymentsConfig,
  type PhotoStore,
  type RateLimitBudgets,
  type ReadModelProgress,
} from '@fairwrench/api';
import { waitForCheckpoints } from '@fairwrench/event-store';
import { allProjections, type ProjectionRunner } from '@fairwrench/projections';
import {
  migratedProjectionRunner,
  startWorkers,
  workerLeases,
  type KafkaSettings,
  type LeadPublisher,
  type Mailer,
  type MailSettings,
  type Workers,
} from '@fairwrench/workers';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Database } from './database';
import { applyHttpTimeouts } from './http-timeouts';
import { operationsOf } from './operations';
import { staticUi } from './static-ui';

export interface ProductOptions {
  readonly database: Database;
  readonly sessionSecret: string;
  readonly projections: 'in-process' | 'external';
  readonly readModelWaitMs: number;
  readonly logger?: Logger;
  readonly uiDirectory?: string;
  readonly photos: PhotoStore;
  readonly payments: PaymentsConfig;
  /** The analysis knowledge loaded at start-up; the API loads its own when left out. */
  readonly analysis?: AnalysisKnowledge;
  /** Seed the demo shop directory at start (the embedded default does). */
  readonly seedDemoShops?: boolean;
  readonly trustProxyHops?: number;
  /** PUBLIC_ORIGIN: where owners reach the app (ADR 037); http://localhost:3000 if unset. */
  readonly publicOrigin?: string;
  /** The broker leads are published to; without it they are decided and kept as pending. */
  readonly kafka?: KafkaSettings | undefined;
  /** A publisher of the test's own in place of Kafka's (the forwarder runs with either). */
  readonly leadPublisher?: LeadPublisher | undefined;
  /** COMPLIANCE_TOKEN: the bearer token of the compliance trail; unset, the trail is off. */
  readonly complianceToken?: string | undefined;
  /** RETENTION_DAYS: owners gone this long are erased by the retention job; 0 or absent: off. */
  readonly retentionDays?: number;
  /** METRICS_TOKEN: the bearer token of GET /metrics; unset, it answers 404. */
  readonly metricsToken?: string | undefined;
  /** WORKER_LEASE_TTL_MS: how long a process's hold on a subscription lasts unrenewed (ADR 033). */
  readonly leaseTtlMs?: number | undefined;
  /** RATE_LIMIT_*: the operator's budgets of the costly calls, by policy name (ADR 041). */
  readonly rateLimits?: RateLimitBudgets;
  /** SMTP_URL, MAIL_FROM: the owners' messages (ADR 057); absent, none are sent. */
  readonly mail?: MailSettings | undefined;
  /** A mailer of the test's own in place of the one `mail` names. */
  readonly mailer?: Mailer | undefined;
}

export interface Product {
  readonly app: NestExpressApplication;
  readonly runner: ProjectionRunner | undefined;
  /** The lead policy and forwarder, when they run in this process (with the projections). */
  readonly workers: Workers | undefined;
  /** What GET /metrics reports for this process. */
  readonly metrics: ProductMetrics;
  stop(): Promise<void>;
}

/**
 * Wires the product together: event store, projections (here or in their own process),
 * the API and the web app, on one origin. Migrations run before anything serves.
 */
export async function assembleProduct(options: ProductOptions): Promise<Product> {
  const { database, logger } = options;
  const metrics = new ProductMetrics();
  const leases = workerLeases({ database, ttlMs: options.leaseTtlMs, metrics, logger });
  const runner = await migratedProjectionRunner({
    database,
    projections: allProjections,
    logger,
    metrics,
    leases,
  });
  if (options.projections === 'in-process') {
    if (logger) await runner.logParked(logger);
    runner.start();
  }
  const waitFor: ReadModelProgress['waitFor'] =
    options.projections === 'in-process'
      ? (position, ids) => runner.waitFor(position, ids, options.readModelWaitMs)
      : (position, ids) =>
          waitForCheckpoints(database.client, ids, position, options.readModelWaitMs);
  const progress: ReadModelProgress = {
    waitFor: async (position, ids) => {
      const caughtUp = await waitFor(position, ids);
      if (!caughtUp) logger?.warn({ projections: ids }, 'read models lagging behind a write');
      return caughtUp;
    },
  };
  if (options.seedDemoShops && options.projections === 'in-process') {
    // The embedded default starts with the clearly labelled demo directory (idempotent).
    const seeded = await seedDemoShops(database.store);
    await progress.waitFor(seeded.position, ['shops']);
  }
  // Before the API, so its readiness can name the broker the forwarder here depends on.
  const workers =
    options.projections === 'in-process'
      ? startWorkers({
          database,
          kafka: options.kafka,
          ...(options.leadPublisher ? { publisher: options.leadPublisher } : {}),
          logger,
          metrics,
          leases,
          retention: { days: options.retentionDays ?? 0, photos: options.photos },
          mail: options.mail,
          mailer: options.mailer,
        })
      : undefined;
  const app = await createApiApp(
    {
      store: database.store,
      sql: database.client,
      progress,
      photos: options.photos,
      dataKeys: database.dataKeys,
      payments: options.payments,
      compliance: { token: options.complianceToken },
      operations: operationsOf({
        metrics,
        metricsToken: options.metricsToken,
        database,
        workers,
        runner: options.projections === 'in-process' ? runner : undefined,
      }),
      ...(options.analysis ? { analysis: options.analysis } : {}),
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    },
    {
      sessionSecret: options.sessionSecret,
      trustProxyHops: options.trustProxyHops ?? 0,
      ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
      ...(logger ? { logger } : {}),
    },
  );
  app.use(staticUi(options.uiDirectory));
  applyHttpTimeouts(app.getHttpServer());
  await app.init();
  return {
    app,
    metrics,
    runner: options.projections === 'in-process' ? runner : undefined,
    workers,
    stop: async () => {
      await app.close();
      await workers?.stop();
      await runner.stop();
    },
  };
}
