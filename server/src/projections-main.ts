import { loadSettings, SettingsError } from '@fairwrench/api';
import { allProjections } from '@fairwrench/projections';
import pino from 'pino';
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
  const { database, runner } = await openProjections(settings, allProjections, logger);
  await database.listenToOtherProcesses();
  await runner.logParked(logger);
  runner.start();
  logger.info({ projections: allProjections.map((p) => p.subscriptionId) }, 'projections running');
  onShutdown(async () => {
    await runner.stop();
    await database.close();
  });
});
