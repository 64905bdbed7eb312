import { join } from 'node:path';
import {
  costlyCallBudgets,
  FilePhotoStore,
  loadAnalysis,
  loadSettings,
  publicOrigin,
} from '@fairwrench/api';
import { kafkaSettingsFromEnv } from '@fairwrench/workers';
import pino from 'pino';
import { databaseOptions, openDatabase } from './database';
import { onShutdown, runMain } from './process';
import { describeMail, mailSettingsOf } from './mail-settings';
import { assembleProduct } from './product';
import { sessionSecret } from './session-secret';

/** `npm start`: the whole product in one process. */
async function main(): Promise<void> {
  const settings = loadSettings();
  const logger = pino({ level: settings.LOG_LEVEL });
  const database = await openDatabase(databaseOptions(settings));
  const kafka = kafkaSettingsFromEnv();
  const mail = mailSettingsOf(settings);
  const analysis = loadAnalysis();
  logger.info({ ms: Math.round(analysis.ms) }, 'analysis knowledge loaded');
  const product = await assembleProduct({
    analysis: analysis.knowledge,
    database,
    sessionSecret: await sessionSecret(settings.SESSION_SECRET, settings.DATA_DIR),
    projections: settings.PROJECTIONS,
    readModelWaitMs: settings.READ_MODEL_WAIT_MS,
    logger,
    seedDemoShops: !settings.DATABASE_URL,
    trustProxyHops: settings.TRUST_PROXY,
    publicOrigin: publicOrigin(settings),
    rateLimits: costlyCallBudgets(settings),
    kafka,
    complianceToken: settings.COMPLIANCE_TOKEN,
    metricsToken: settings.METRICS_TOKEN,
    leaseTtlMs: settings.WORKER_LEASE_TTL_MS,
    retentionDays: settings.RETENTION_DAYS,
    mail,
    photos: new FilePhotoStore(join(settings.DATA_DIR, 'photos')),
    payments: {
      secretKey: settings.STRIPE_SECRET_KEY,
      publishableKey: settings.STRIPE_PUBLISHABLE_KEY,
      apiBase: settings.STRIPE_API_BASE ? new URL(settings.STRIPE_API_BASE) : undefined,
    },
  });
  if (settings.PROJECTIONS === 'in-process') await database.listenToOtherProcesses();
  await product.app.listen(settings.PORT, settings.HOST);
  const sql = settings.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${settings.DATA_DIR}`;
  const where = settings.EVENTSTORE_URL ? `${sql}, event log in EventStoreDB` : sql;
  logger.info(
    { port: settings.PORT },
    `FairWrench on http://localhost:${settings.PORT} (${where})`,
  );
  logger.info(
    kafka
      ? `leads are published to Kafka at ${kafka.brokers.join(',')} as ${kafka.username}`
      : 'KAFKA_BROKERS unset: leads are decided and recorded, delivery pending (no broker)',
  );
  logger.info(describeMail(mail));

  onShutdown(async () => {
    logger.info('shutting down');
    await product.stop();
    await database.close();
  });
}

runMain(main);
