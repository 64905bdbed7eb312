import { join } from 'node:path';
import { FilePhotoStore, loadSettings, SettingsError } from '@fairwrench/api';
import { allProjections, kafkaSettingsFromEnv } from '@fairwrench/projections';
import pino from 'pino';
import { onShutdown, openProjections, runMain } from './process';
import { startWorkers } from './workers';

/** `npm run projections`: the projections in their own process, against PostgreSQL. */
runMain(async () => {
  const settings = loadSettings();
  if (!settings.DATABASE_URL) {
    throw new SettingsError(
      'Invalid settings:\n  DATABASE_URL: required to run projections in their own process',
    );
  }
  const logger = pino({ level: settings.LOG_LEVEL });
  const { database, runner } = await openProjections(settings, allProjections, logger);
  await database.listenToOtherProcesses();
  await runner.logParked(logger);
  runner.start();
  const workers = startWorkers({
    database,
    kafka: kafkaSettingsFromEnv(),
    logger,
    retention: {
      days: settings.RETENTION_DAYS,
      photos: new FilePhotoStore(join(settings.DATA_DIR, 'photos')),
    },
  });
  logger.info(
    {
      projections: allProjections.map((p) => p.subscriptionId),
      workers: [...workers.subscriptions.keys()],
    },
    'projections and workers running',
  );
  onShutdown(async () => {
    await workers.stop();
    await runner.stop();
    await database.close();
  });
});
