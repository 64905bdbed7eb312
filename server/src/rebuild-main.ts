import { loadSettings, SettingsError } from '@fairwrench/api';
import { allProjections, ProjectionRunner, resetProjection } from '@fairwrench/projections';
import { openDatabase } from './database';

/**
 * `npm run projections:rebuild -- <id>...`: empties the named read models and replays
 * the whole log into them. Stop the running projections first.
 */
async function main(ids: string[]): Promise<void> {
  const settings = loadSettings();
  const chosen = allProjections.filter((p) => ids.includes(p.subscriptionId));
  if (ids.length === 0 || chosen.length !== ids.length) {
    const known = allProjections.map((p) => p.subscriptionId).join(', ');
    throw new SettingsError(`Name the projections to rebuild; known: ${known}`);
  }
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
  });
  const runner = new ProjectionRunner(
    database.subscriptions.store,
    database.subscriptions.client,
    chosen,
  );
  await runner.migrate();
  for (const projection of chosen) {
    await resetProjection(database.subscriptions.client, projection);
  }
  runner.start();
  const head = await database.store.headPosition();
  const done = await runner.waitFor(head, ids, 10 * 60_000);
  await runner.stop();
  await database.close();
  console.log(done ? `Rebuilt ${ids.join(', ')}` : 'Rebuild did not finish in 10 minutes');
  if (!done) process.exitCode = 1;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
