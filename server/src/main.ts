import { loadSettings, SettingsError } from '@fairwrench/api';
import pino from 'pino';
import { openDatabase } from './database';
import { assembleProduct } from './product';
import { sessionSecret } from './session-secret';

/** `npm start`: the whole product in one process. */
async function main(): Promise<void> {
  const settings = loadSettings();
  const logger = pino({ level: settings.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
  });
  const product = await assembleProduct({
    database,
    sessionSecret: await sessionSecret(settings.SESSION_SECRET, settings.DATA_DIR),
    projections: settings.PROJECTIONS,
    readModelWaitMs: settings.READ_MODEL_WAIT_MS,
    logger,
  });
  if (settings.PROJECTIONS === 'in-process') await database.listenToOtherProcesses();
  await product.app.listen(settings.PORT, settings.HOST);
  const where = settings.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${settings.DATA_DIR}`;
  logger.info(
    { port: settings.PORT },
    `FairWrench on http://localhost:${settings.PORT} (${where})`,
  );

  const shutdown = async (): Promise<void> => {
    logger.info('shutting down');
    await product.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
