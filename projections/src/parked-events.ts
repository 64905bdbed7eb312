import {
  formatPosition,
  storableText,
  type GlobalPosition,
  type SqlClient,
  type UnprocessableEventError,
} from '@fairwrench/event-store';

/**
 * Events a subscription could not process as stored (they fail their schema), parked so the
 * subscription moves on (docs/decisions/019-parked-events.md). Keyed by subscription and
 * global position: parking the same event twice updates one row. Nothing here is specific
 * to projections, so another subscription (the Kafka relay) can park into the same table.
 */
const ddl = `
create table if not exists parked_events (
  subscription_id text not null,
  transaction_id xid8 not null,
  sequence bigint not null,
  event_id text not null,
  stream_id text not null,
  stream_position bigint not null,
  type text not null,
  error text not null,
  attempts integer not null default 1,
  parked_at timestamptz not null default now(),
  last_attempt_at timestamptz not null default now(),
  primary key (subscription_id, transaction_id, sequence)
);
-- Before ADR 042 the id was a uuid; an event parked because its metadata is not an
-- envelope's is recorded with its row's own id, which another log may not spell as one.
alter table parked_events alter column event_id type text;`;

export interface ParkedEvent {
  readonly subscriptionId: string;
  readonly position: GlobalPosition;
  readonly eventId: string;
  readonly streamId: string;
  readonly streamPosition: bigint;
  readonly type: string;
  readonly error: string;
  readonly attempts: number;
}

export async function migrateParkedEvents(client: SqlClient): Promise<void> {
  await client.exec(ddl);
}

/** Parks `error.event` for the subscription; returns how many it has parked now. */
export async function parkEvent(
  tx: SqlClient,
  subscriptionId: string,
  error: UnprocessableEventError,
): Promise<number> {
  const { event } = error;
  await tx.query(
    `insert into parked_events as p (subscription_id, transaction_id, sequence, event_id,
       stream_id, stream_position, type, error)
     values ($1, $2::xid8, $3::bigint, $4, $5, $6, $7, $8)
     on conflict (subscription_id, transaction_id, sequence) do update
       set error = excluded.error, attempts = p.attempts + 1, last_attempt_at = now()`,
    [
      subscriptionId,
      event.position.transactionId.toString(),
      event.position.sequence.toString(),
      event.metadata.eventId,
      event.streamId,
      event.streamPosition.toString(),
      event.type,
      storableText(error.message),
    ],
  );
  const rows = await tx.query<{ parked: string }>(
    `select count(*)::text as parked from parked_events where subscription_id = $1`,
    [subscriptionId],
  );
  return Number(rows[0]!.parked);
}

/** The subscription's parked events (all subscriptions' if none is named), oldest first. */
export async function listParked(
  client: SqlClient,
  subscriptionIds?: readonly string[],
): Promise<ParkedEvent[]> {
  const rows = await client.query<ParkedRow>(
    `select subscription_id, transaction_id::text, sequence::text, event_id::text, stream_id,
       stream_position::text, type, error, attempts
     from parked_events where $1::text[] is null or subscription_id = any($1::text[])
     order by transaction_id, sequence, subscription_id`,
    [subscriptionIds ?? null],
  );
  return rows.map(toParked);
}

/** How many events each subscription has parked; subscriptions with none are left out. */
export async function countParked(client: SqlClient): Promise<Map<string, number>> {
  const rows = await client.query<{ subscription_id: string; parked: string }>(
    `select subscription_id, count(*)::text as parked from parked_events group by subscription_id`,
  );
  return new Map(rows.map((row) => [row.subscription_id, Number(row.parked)]));
}

export async function unpark(tx: SqlClient, parked: ParkedEvent): Promise<void> {
  await tx.query(
    `delete from parked_events
     where subscription_id = $1 and transaction_id = $2::xid8 and sequence = $3::bigint`,
    keyOf(parked),
  );
}

/** Records a retry that failed again: the event stays parked with the new error. */
export async function parkAgain(
  client: SqlClient,
  parked: ParkedEvent,
  error: string,
): Promise<void> {
  await client.query(
    `update parked_events set error = $4, attempts = attempts + 1, last_attempt_at = now()
     where subscription_id = $1 and transaction_id = $2::xid8 and sequence = $3::bigint`,
    [...keyOf(parked), error],
  );
}

/** Forgets a subscription's parked events: a rebuild replays, and parks again, all of them. */
export async function clearParked(tx: SqlClient, subscriptionId: string): Promise<void> {
  await tx.query(`delete from parked_events where subscription_id = $1`, [subscriptionId]);
}

export function describeParked(parked: ParkedEvent): string {
  return `${parked.type} ${parked.eventId} at ${formatPosition(parked.position)}`;
}

type ParkedRow = {
  subscription_id: string;
  transaction_id: string;
  sequence: string;
  event_id: string;
  stream_id: string;
  stream_position: string;
  type: string;
  error: string;
  attempts: number;
};

function toParked(row: ParkedRow): ParkedEvent {
  return {
    subscriptionId: row.subscription_id,
    position: { transactionId: BigInt(row.transaction_id), sequence: BigInt(row.sequence) },
    eventId: row.event_id,
    streamId: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    type: row.type,
    error: row.error,
    attempts: row.attempts,
  };
}

function keyOf(parked: ParkedEvent): string[] {
  const { transactionId, sequence } = parked.position;
  return [parked.subscriptionId, transactionId.toString(), sequence.toString()];
}
