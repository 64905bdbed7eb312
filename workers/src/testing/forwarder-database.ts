import { migrateEventStore, SqlEventStore } from '@fairwrench/event-store';
import {
  createTestDatabase,
  type Adapter,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { migrateParkedEvents } from '@fairwrench/projections';
import { partnersProjection } from '@fairwrench/projections';
import { ProjectionRunner } from '@fairwrench/projections';

/**
 * What a lead-forwarder spec stands on: a database of its own with the log and parked events,
 * and the partners read model running (the forwarder finds partner topics there).
 */
export async function openForwarderDatabase(adapter: Adapter): Promise<{
  database: TestDatabase;
  store: SqlEventStore;
  partners: ProjectionRunner;
}> {
  const database = await createTestDatabase(adapter);
  const store = new SqlEventStore(database.client);
  await migrateEventStore(database.client);
  await migrateParkedEvents(database.client);
  const partners = new ProjectionRunner(store, database.client, [partnersProjection]);
  await partners.migrate();
  partners.start();
  return { database, store, partners };
}
