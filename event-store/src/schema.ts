import { leasesDdl } from './leases/lease';
import { workerRosterDdl } from './leases/worker-roster';
import { dataKeysDdl } from './personal-data/data-keys';
import type { SqlClient } from './sql-client';

/**
 * The event store's tables. `transaction_id` records which transaction wrote each
 * event; readers order by (transaction_id, sequence) and only read transactions
 * older than the oldest one still running (docs/decisions/002-event-store-ordering.md).
 */
const ddl = `
create table if not exists es_streams (
  stream_id text primary key,
  version bigint not null check (version > 0)
);

create table if not exists es_events (
  sequence bigint generated always as identity primary key,
  transaction_id xid8 not null default pg_current_xact_id(),
  stream_id text not null,
  stream_position bigint not null,
  event_id uuid not null,
  type text not null,
  schema_version integer not null,
  data jsonb not null,
  metadata jsonb not null,
  recorded_at timestamptz not null default now(),
  constraint es_events_event_id_key unique (event_id),
  constraint es_events_stream_position_key unique (stream_id, stream_position)
);

create index if not exists es_events_global_order on es_events (transaction_id, sequence);
`;

/**
 * Where each subscription has got to, in the read model's database. With EventStoreDB as the
 * log, `transaction_id` holds the commit position and `sequence` the prepare position (ADR 032).
 */
export const checkpointsDdl = `
create table if not exists es_checkpoints (
  subscription_id text primary key,
  transaction_id xid8 not null,
  sequence bigint not null,
  updated_at timestamptz not null default now()
);
`;

/** Creates the tables if missing. Safe to run from several processes at once. */
export async function migrateEventStore(client: SqlClient): Promise<void> {
  await applySchema(client, ddl, checkpointsDdl, dataKeysDdl, leasesDdl, workerRosterDdl);
}

/**
 * Runs `create ... if not exists` statements under one advisory lock: PostgreSQL lets two
 * sessions creating the same table at once collide (a duplicate pg_type row), which several
 * processes starting together would otherwise do.
 */
export async function applySchema(client: SqlClient, ...statements: string[]): Promise<void> {
  await client.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('fairwrench:migrate'))`);
    for (const statement of statements) await tx.exec(statement);
  });
}
