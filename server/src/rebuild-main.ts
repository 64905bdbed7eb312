import { loadSettings, SettingsError } from '@fairwrench/api';
import { allProjections, resetProjection } from '@fairwrench/projections';
import pino from 'pino';
import { openProjections, runMain } from './process';

const REBUILD_TIMEOUT_MS = 10 * 60_000;

/**
 * `npm run projections:rebuild -- <id>...`: empties the named read models and replays
 * the whole log into them. Stop the running projections first.
 */
runMain(async () => {
  const ids = process.argv.slice(2);
  const settings = loadSettings();
  const chosen = allProjections.filter((p) => ids.includes(p.subscriptionId));
  if (ids.length === 0 || chosen.length !== ids.length) {
    const known = allProjections.map((p) => p.subscriptionId).join(', ');
    throw new SettingsError(`Name the projections to rebuild; known: ${known}`);
  }
  const logger = pino({ level: settings.LOG_LEVEL });
  const { database, runner } = await openProjections(settings, chosen, logger);
  for (const projection of chosen) {
    await resetProjection(database.subscriptions.client, projection);
  }
  // The reset cleared their parked events: any that still fail are parked, and said, again.
  const stopLogging = await runner.logParked(logger);
  runner.start();
  const head = await database.store.headPosition();
  const done = await runner.waitFor(head, ids, REBUILD_TIMEOUT_MS);
  stopLogging();
  await runner.stop();
  await database.close();
  console.warn(done ? `Rebuilt ${ids.join(', ')}` : 'Rebuild did not finish in 10 minutes');
  if (!done) process.exitCode = 1;
});
