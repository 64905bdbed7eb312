import { join } from 'node:path';
import {
  createOperationsApp,
  FilePhotoStore,
  loadSettings,
  ProductMetrics,
  SettingsError,
} from '@fairwrench/api';
import { allProjections } from '@fairwrench/projections';
import { kafkaSettingsFromEnv, startWorkers } from '@fairwrench/workers';
import pino from 'pino';
import { describeMail, mailSettingsOf } from './mail-settings';
import { operationsOf } from './operations';
import { onShutdown, openProjections, runMain } from './process';

/** `npm run projections`: the projections in their own process, against PostgreSQL. */
runMain(async () => {
  const settings = loadSettings();
  if (!settings.DATABASE_URL) {
    throw new SettingsError(
      'Invalid settings:\n  DATABASE_URL: required to run projections in their own process',
    );
  }
  const logger = pino({ level: settings.LOG_LEVEL });
  const metrics = new ProductMetrics();
  const { database, runner, leases } = await openProjections(
    settings,
    allProjections,
    logger,
    metrics,
  );
  await database.listenToOtherProcesses();
  await runner.logParked(logger);
  runner.start();
  const mail = mailSettingsOf(settings);
  logger.info(describeMail(mail));
  const workers = startWorkers({
    database,
    kafka: kafkaSettingsFromEnv(),
    mail,
    logger,
    metrics,
    leases,
    retention: {
      days: settings.RETENTION_DAYS,
      photos: new FilePhotoStore(join(settings.DATA_DIR, 'photos')),
    },
  });
  logger.info(
    {
      projections: allProjections.map((p) => p.subscriptionId),
      workers: [...workers.subscriptions.keys()],
      holder: database.workerId,
    },
    'projections and workers running',
  );
  // Health probes and metrics for the orchestrator, on a port of their own when asked for.
  let operations: Awaited<ReturnType<typeof createOperationsApp>> | undefined;
  if (settings.WORKER_PORT) {
    operations = await createOperationsApp(
      database.client,
      operationsOf({ metrics, metricsToken: settings.METRICS_TOKEN, database, workers, runner }),
      logger,
    );
    await operations.listen(settings.WORKER_PORT, settings.HOST);
  }
  onShutdown(async () => {
    await operations?.close();
    await workers.stop();
    await runner.stop();
    await database.close();
  });
});
