import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { PgSqlClient } from '../pg-client';
import { PgliteSqlClient } from '../pglite-client';
import type { SqlClient } from '../sql-client';

export type Adapter = 'pglite' | 'postgres';

/**
 * The adapters the suites of what sits on the port run against: both by default.
 * `TEST_ADAPTERS=pglite` runs without a PostgreSQL server; CI always runs both.
 */
export function testAdapters(): Adapter[] {
  const wanted = (process.env.TEST_ADAPTERS ?? 'pglite,postgres').split(',').map((a) => a.trim());
  return wanted.filter((a): a is Adapter => a === 'pglite' || a === 'postgres');
}

/**
 * The adapter a use case's spec runs on: PostgreSQL, the production store, when the run has
 * it, and PGlite otherwise (`TEST_ADAPTERS=pglite`). A use case can only behave differently on
 * the other adapter through the port, and what sits on the port runs on both: the event
 * store's contract suite, the projections, `handleCommand`, leases and worker takeover, poison
 * rows, readiness and the shared rate limiter; the browser suite runs the whole product on
 * PGlite, the `npm start` default (issue 31).
 */
export function useCaseAdapters(): Adapter[] {
  const adapters = testAdapters();
  return adapters.includes('postgres') ? ['postgres'] : adapters;
}

/**
 * The PostgreSQL server a spec makes its databases on. With `TEST_DATABASE_URLS` (a
 * comma-separated list, as CI sets it) each jest worker has a server of its own: the log is
 * read only below the oldest transaction still open on the whole server (`pg_snapshot_xmin`),
 * so on a shared server a spec holding a transaction open would hold back another worker's
 * reads and subscriptions, and specs that wait on them would slow down or time out.
 */
export function adminDatabaseUrl(): string {
  const perWorker = (process.env.TEST_DATABASE_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (perWorker.length > 0) {
    const worker = Number(process.env.JEST_WORKER_ID ?? '1');
    return perWorker[(worker - 1) % perWorker.length]!;
  }
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

export interface TestDatabase {
  readonly client: SqlClient;
  /** Set for PostgreSQL: a connection string to the throwaway database. */
  readonly url?: string;
  drop(): Promise<void>;
}

/** A fresh, empty database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(adapter: Adapter): Promise<TestDatabase> {
  if (adapter === 'pglite') {
    const client = await PgliteSqlClient.open();
    return { client, drop: () => client.end() };
  }
  const name = `fw_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  const client = new PgSqlClient({ connectionString: url.toString() });
  return {
    client,
    url: url.toString(),
    drop: async () => {
      await client.end();
      const cleanup = new Client({ connectionString: adminDatabaseUrl() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The EventStoreDB server the suites also run against (`EVENTSTORE_URL`), if one is set. None
 * runs on the development machines; without one a suite says, once, that it skipped it.
 */
export function eventStoreDbUrl(suite: string): string | undefined {
  const url = process.env.EVENTSTORE_URL;
  if (!url)
    console.warn(
      `${suite}: SKIPPED on EventStoreDB, EVENTSTORE_URL is not set (README, "Test it")`,
    );
  return url;
}
