import { loadSettings, SettingsError } from '@fairwrench/api';
import { allProjections, describeParked, replayParked } from '@fairwrench/projections';
import { openProjections, runMain } from './process';

/**
 * `npm run projections:replay-parked [-- <id>...]`: after a fix (a schema or projection that
 * now accepts them), retries the events the projections parked; all projections' unless
 * named. On PostgreSQL it may run beside the projections (handlers are idempotent); the
 * embedded PGlite database opens in one process at a time. Exits 1 if any stay parked.
 */
runMain(async () => {
  const ids = process.argv.slice(2);
  const settings = loadSettings();
  const known = allProjections.map((p) => p.subscriptionId);
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new SettingsError(`Unknown projection ${unknown.join(', ')}; known: ${known.join(', ')}`);
  }
  const chosen = allProjections.filter((p) => ids.length === 0 || ids.includes(p.subscriptionId));
  const { database } = await openProjections(settings, chosen);
  const { store, client } = database.subscriptions;
  const outcomes = await replayParked(store, client, chosen);
  await database.close();
  for (const { parked, error, reapplied } of outcomes) {
    const where = `${parked.subscriptionId}: ${describeParked(parked)}`;
    if (error) console.warn(`Still parked, ${parked.subscriptionId}: ${error}`);
    else console.warn(`Replayed ${where}, then ${reapplied} later events of its stream again`);
  }
  const failed = outcomes.filter((outcome) => outcome.error).length;
  console.warn(`${outcomes.length - failed} replayed, ${failed} still parked`);
  if (failed > 0) process.exitCode = 1;
});
