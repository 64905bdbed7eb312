import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EventStoreDbEventStore,
  migrateEventStore,
  SqlEventStore,
  storeCheckpoint,
} from '@fairwrench/event-store';
import { testEvent } from '@fairwrench/event-store/testing';
import { openDatabase } from './database';

/** Nothing listens here: the client connects on first use, and these tests never use it. */
const EVENTSTORE_URL = 'kurrentdb://127.0.0.1:1?tls=false';

/** Where the log lives is chosen once (ADR 035): the database refuses a switch either way. */
describe('openDatabase and the place of the event log', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'fw-database-'));

  it('puts the log in EventStoreDB when EVENTSTORE_URL names a server', async () => {
    const database = await openDatabase({ dataDir: dataDir(), eventStoreUrl: EVENTSTORE_URL });
    try {
      expect(database.store).toBeInstanceOf(EventStoreDbEventStore);
      expect(database.subscriptions.store).toBe(database.store);
      expect(database.readiness.map((check) => check.name)).toEqual(['event store']);
      expect(database.measureLag).toBeDefined();
    } finally {
      await database.close();
    }
  });

  it('refuses EVENTSTORE_URL on a database whose SQL log holds events', async () => {
    const directory = dataDir();
    const first = await openDatabase({ dataDir: directory });
    await migrateEventStore(first.client);
    expect(first.store).toBeInstanceOf(SqlEventStore);
    await first.store.appendToStream('vehicle-1', [testEvent()], 'no_stream');
    await first.close();

    await expect(
      openDatabase({ dataDir: directory, eventStoreUrl: EVENTSTORE_URL }),
    ).rejects.toThrow('EVENTSTORE_URL: this database already holds its event log in SQL');
    const again = await openDatabase({ dataDir: directory });
    expect(await again.store.readStream('vehicle-1')).toHaveLength(1);
    await again.close();
  });

  it('refuses to start without EVENTSTORE_URL on read models of a log kept in EventStoreDB', async () => {
    const directory = dataDir();
    const first = await openDatabase({ dataDir: directory, eventStoreUrl: EVENTSTORE_URL });
    await migrateEventStore(first.client);
    await storeCheckpoint(first.client, 'vehicles', { transactionId: 4711n, sequence: 4711n });
    await first.close();

    await expect(openDatabase({ dataDir: directory })).rejects.toThrow(
      'EVENTSTORE_URL: required, this database keeps read models of a log in EventStoreDB',
    );
  });
});
