import { loadSettings, SettingsError } from '@fairwrench/api';
import { allProjections, ProjectionRunner } from '@fairwrench/projections';
import pino from 'pino';
import { openDatabase } from './database';

/** `npm run projections`: the projections in their own process, against PostgreSQL. */
async function main(): Promise<void> {
  const settings = loadSettings();
  if (!settings.DATABASE_URL) {
    throw new SettingsError(
      'Invalid settings:\n  DATABASE_URL: required to run projections in their own process',
    );
  }
  const logger = pino({ level: settings.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
  });
  const runner = new ProjectionRunner(
    database.subscriptions.store,
    database.subscriptions.client,
    allProjections,
    {
      onError: (error, id) => logger.error({ projection: id, err: error }, 'projection failed'),
    },
  );
  await runner.migrate();
  await database.listenToOtherProcesses();
  runner.start();
  logger.info({ projections: allProjections.map((p) => p.subscriptionId) }, 'projections running');

  const shutdown = async (): Promise<void> => {
    await runner.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
