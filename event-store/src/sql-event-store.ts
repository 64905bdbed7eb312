import type { EventCodec } from './personal-data/personal-data-codec';
import { constraintOf, sqlStateOf, SqlState, type SqlClient } from './sql-client';
import { requireReadable } from './failures';
import { holdsUnstorableText, UnstorableTextError } from './storable-text';
import {
  ConcurrencyError,
  PartialDuplicateError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type GlobalPosition,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
  START,
} from './types';

interface EventRow {
  sequence: string;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_position: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  recorded_at: Date | string;
}

/**
 * Positions travel as text (bigint and xid8 exceed JS numbers). Queries must therefore order
 * by the table's columns, qualified (`e.sequence`): a bare name in ORDER BY would pick the
 * text output column and sort '10' before '9'.
 */
const eventColumns = `e.sequence::text as sequence, e.transaction_id::text as transaction_id,
  e.event_id::text as event_id, e.stream_id, e.stream_position::text as stream_position, e.type, e.schema_version, e.data,
  e.metadata, e.recorded_at`;

function toRecorded(row: EventRow): RecordedEvent {
  const event = {
    streamId: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    position: { transactionId: BigInt(row.transaction_id), sequence: BigInt(row.sequence) },
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
  const unreadable = metadataProblem(row.metadata, row.event_id);
  if (unreadable === undefined) return { ...event, metadata: row.metadata as EventMetadata };
  // Never handed to a handler (it is parked): the row's own id is all that can be trusted.
  const metadata = { ...(isObject(row.metadata) ? row.metadata : {}), eventId: row.event_id };
  return { ...event, metadata: metadata as EventMetadata, unreadable };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a row's metadata is not the envelope its event id column says, if it is not. */
function metadataProblem(metadata: unknown, eventId: string): string | undefined {
  if (!isObject(metadata)) return `metadata is ${metadata === null ? 'null' : typeof metadata}`;
  const stated = metadata.eventId;
  if (typeof stated !== 'string' || stated.toLowerCase() !== eventId)
    return `metadata.eventId is not the row's event id ${eventId}`;
  return undefined;
}

/** Nothing the log could not store, or read back as written, gets into it (ADR 042). */
function refuseUnstorable(streamId: string, events: readonly NewEvent[]): void {
  const bad = events.find((event) => holdsUnstorableText([event.type, event.data, event.metadata]));
  if (bad)
    throw new UnstorableTextError(
      `${streamId}: ${bad.type} holds a NUL or a lone surrogate, which the log cannot store`,
    );
}

/** Takes the stream's version forward by $2 events, or returns no row when `expected` is not met. */
function streamVersionStep(expected: ExpectedVersion): {
  name: string;
  sql: string;
  params: unknown[];
} {
  if (expected === 'any') {
    return {
      name: 'es_append_any',
      sql: `insert into es_streams as s (stream_id, version) select $1::text, $2::bigint from stream_lock
            on conflict (stream_id) do update set version = s.version + excluded.version
            returning version`,
      params: [],
    };
  }
  if (expected === 'no_stream' || expected === 0n) {
    return {
      name: 'es_append_no_stream',
      sql: `insert into es_streams (stream_id, version) values ($1, $2)
            on conflict (stream_id) do nothing returning version`,
      params: [],
    };
  }
  if (expected === 'stream_exists') {
    return {
      name: 'es_append_stream_exists',
      sql: `update es_streams set version = version + $2::bigint from stream_lock
            where stream_id = $1::text returning version`,
      params: [],
    };
  }
  return {
    name: 'es_append_exact',
    sql: `update es_streams set version = version + $2
          where stream_id = $1 and version = $4::bigint returning version`,
    params: [expected.toString()],
  };
}

function appendStatement(expected: ExpectedVersion): {
  name: string;
  sql: string;
  params: unknown[];
} {
  const step = streamVersionStep(expected);
  // One statement, so it is atomic without an explicit transaction. The stream row is
  // written first: that takes its lock (and the transaction id) before any event row.
  //
  // Readers order by transaction id, and PostgreSQL hands a transaction its id as it
  // starts to wait for a row lock, not once it holds it. Two appends that may both
  // succeed on one stream ('any', 'stream_exists') could then take ids in one order and
  // stream positions in the other. The advisory lock assigns no id, so taking it first
  // makes the id order follow the lock order (ADR 073). Exact versions need no lock:
  // the second writer of a version fails.
  const locking = expected === 'any' || expected === 'stream_exists';
  const lock = locking
    ? `stream_lock as (select pg_advisory_xact_lock(hashtextextended($1::text, 0))), `
    : '';
  const sql = `
    with ${lock}stream as (${step.sql})
    insert into es_events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
    select $1, stream.version - $2 + e.ord, (e.value->>'eventId')::uuid, e.value->>'type',
           (e.value->>'schemaVersion')::int, e.value->'data', e.value->'metadata'
    from stream, jsonb_array_elements($3::jsonb) with ordinality as e(value, ord)
    order by e.ord
    returning sequence::text, transaction_id::text, stream_position::text`;
  return { name: step.name, sql, params: step.params };
}

export interface SqlEventStoreOptions {
  /** Called after every committed append (used for cross-process notification). */
  readonly afterAppend?: () => void;
  /**
   * Seals events on the way in and opens them on the way out: the personal-data codec
   * (crypto-shredding, ADR 024). Without one events are stored as they are.
   */
  readonly codec?: EventCodec;
}

/** The event store on PostgreSQL or PGlite: both run exactly this SQL. */
export class SqlEventStore implements EventStore {
  private readonly listeners = new Set<() => void>();
  private readonly readsInFlight = new Map<string, Promise<RecordedEvent[]>>();
  /** Counts announced appends; part of the single-flight key. */
  private generation = 0;

  constructor(
    readonly client: SqlClient,
    private readonly options: SqlEventStoreOptions = {},
  ) {}

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    refuseUnstorable(streamId, events);
    let result: AppendResult;
    try {
      // Sealed first, outside any transaction: making a key must not wait on the append.
      const stored = this.options.codec ? await this.options.codec.encode(events) : events;
      result = await this.appendWithin(this.client, streamId, stored, expected);
    } catch (error) {
      const duplicateId =
        sqlStateOf(error) === SqlState.uniqueViolation &&
        constraintOf(error) === 'es_events_event_id_key';
      if (!duplicateId && !(error instanceof ConcurrencyError)) throw error;
      const retried = await this.findRetry(streamId, events);
      if (retried) return retried;
      throw error;
    }
    this.announce();
    return result;
  }

  /**
   * Appends inside a transaction the caller owns (the caller commits). For the global
   * order to follow each stream's order, this must be the transaction's first write.
   * Idempotent retries are detected, and personal data sealed, only by `appendToStream`:
   * events given here are stored exactly as they are.
   */
  async appendWithin(
    client: SqlClient,
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('An append needs at least one event');
    refuseUnstorable(streamId, events);
    const { name, sql, params } = appendStatement(expected);
    const payload = JSON.stringify(
      events.map(({ type, schemaVersion, data, metadata }) => ({
        eventId: metadata.eventId,
        type,
        schemaVersion,
        data,
        metadata,
      })),
    );
    const rows = await client.query<{
      sequence: string;
      transaction_id: string;
      stream_position: string;
    }>(sql, [streamId, events.length, payload, ...params], name);
    const last = rows.at(-1);
    if (!last)
      throw new ConcurrencyError(streamId, expected, await this.streamVersion(streamId, client));
    return {
      nextExpectedVersion: BigInt(last.stream_position),
      position: { transactionId: BigInt(last.transaction_id), sequence: BigInt(last.sequence) },
      duplicate: false,
    };
  }

  /** After a conflict: was this batch already stored (a retry)? */
  private async findRetry(
    streamId: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | undefined> {
    const ids = events.map((event) => event.metadata.eventId);
    const rows = await this.client.query<EventRow>(
      `select ${eventColumns} from es_events e
       where e.event_id = any($1::uuid[])
       order by e.transaction_id, e.sequence`,
      [ids],
    );
    if (rows.length === 0) return undefined;
    if (rows.length < ids.length || rows.some((row) => row.stream_id !== streamId)) {
      throw new PartialDuplicateError(
        streamId,
        rows.map((row) => row.event_id),
      );
    }
    const last = toRecorded(rows.at(-1)!);
    return {
      nextExpectedVersion: last.streamPosition,
      position: last.position,
      duplicate: true,
    };
  }

  async streamVersion(streamId: string, client: SqlClient = this.client): Promise<bigint | null> {
    const rows = await client.query<{ version: string }>(
      `select version::text from es_streams where stream_id = $1`,
      [streamId],
    );
    return rows[0] ? BigInt(rows[0].version) : null;
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const rows = await this.client.query<EventRow>(
      `select ${eventColumns} from es_events e where e.stream_id = $1 order by e.stream_position`,
      [streamId],
      'es_read_stream',
    );
    return requireReadable(streamId, await this.decoded(rows.map(toRecorded)));
  }

  /**
   * Subscriptions that are caught up all read from the same position when an append wakes
   * them; identical reads in flight at the same moment share one query (single flight). A
   * read never joins one that started before the latest append was announced, so it cannot
   * miss that append. Callers must not mutate the returned array.
   */
  readAll({ after = START, limit = 1000 }: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const key = `${this.generation}/${after.transactionId}/${after.sequence}/${limit}`;
    const inFlight = this.readsInFlight.get(key);
    if (inFlight) return inFlight;
    const read = this.queryAll(after, limit).finally(() => this.readsInFlight.delete(key));
    this.readsInFlight.set(key, read);
    return read;
  }

  private async queryAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const rows = await this.client.query<EventRow>(
      `select ${eventColumns} from es_events e
       where (e.transaction_id, e.sequence) > ($1::xid8, $2::bigint)
         and e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       order by e.transaction_id, e.sequence
       limit $3`,
      [after.transactionId.toString(), after.sequence.toString(), limit],
      'es_read_all',
    );
    return this.decoded(rows.map(toRecorded));
  }

  private decoded(events: RecordedEvent[]): Promise<RecordedEvent[]> | RecordedEvent[] {
    return this.options.codec ? this.options.codec.decode(events) : events;
  }

  /** The position of the newest event any reader can see now. */
  async headPosition(): Promise<GlobalPosition> {
    const rows = await this.client.query<{ transaction_id: string; sequence: string }>(
      `select e.transaction_id::text as transaction_id, e.sequence::text as sequence
       from es_events e
       where e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       order by e.transaction_id desc, e.sequence desc limit 1`,
    );
    const row = rows[0];
    return row
      ? { transactionId: BigInt(row.transaction_id), sequence: BigInt(row.sequence) }
      : START;
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** How events are sealed and opened; undefined when stored as they are. */
  get codec(): EventCodec | undefined {
    return this.options.codec;
  }

  /** Tells local subscribers (and, through `afterAppend`, other processes) to read now. */
  announce(): void {
    this.wakeLocalSubscribers();
    this.options.afterAppend?.();
  }

  /** Wakes this process's subscribers, e.g. when another process announced an append. */
  wakeLocalSubscribers(): void {
    this.generation++;
    for (const listener of this.listeners) listener();
  }
}

/**
 * A store for subscribers on connections of their own, woken by the writer's appends.
 * Sharing the writers' pool would make every subscriber read queue behind the writers.
 */
export function readerFor(writer: SqlEventStore, client: SqlClient): SqlEventStore {
  const reader = new SqlEventStore(client, { codec: writer.codec });
  writer.onAppended(() => reader.wakeLocalSubscribers());
  return reader;
}
