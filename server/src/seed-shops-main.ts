import { loadSettings, seedDemoShops } from '@fairwrench/api';
import { migrateEventStore } from '@fairwrench/event-store';
import { databaseOptions, openDatabase } from './database';
import { runMain } from './process';

/**
 * `npm run seed:shops`: lists the fictional demo shop directory in the configured database
 * (PostgreSQL; the embedded default seeds itself at start). Safe to run again: unchanged
 * listings are skipped. The shops projection, wherever it runs, builds the directory from them.
 */
runMain(async () => {
  const settings = loadSettings();
  const database = await openDatabase(databaseOptions(settings));
  try {
    await migrateEventStore(database.client);
    const { shops, appended } = await seedDemoShops(database.store);
    console.warn(`Demo shop directory: ${shops} shops, ${appended} listings new or changed`);
  } finally {
    await database.close();
  }
});
