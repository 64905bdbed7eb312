import { randomUUID } from 'node:crypto';
import type { KurrentDBClient, ReadStreamOptions, ResolvedEvent } from '@kurrent/kurrentdb-client';
import type { EventCodec } from '../personal-data/personal-data-codec';
import {
  comparePositions,
  PartialDuplicateError,
  START,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type GlobalPosition,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
} from '../types';
import {
  assertEventIds,
  fromRecordedEvent,
  storedMetadataOf,
  toEventData,
  unreadableRecordedEvent,
} from './event-mapping';
import {
  concurrencyErrorOf,
  isStreamNotFound,
  isWrongExpectedVersion,
  toStreamState,
} from './expected-versions';
import { readFrom, requirePosition } from './positions';
import { StreamNames } from './stream-names';
import { reasonOf, requireReadable } from '../failures';

export interface EventStoreDbEventStoreOptions {
  /** Prefixes every stream name; the store then reads only streams with the prefix. */
  readonly streamPrefix?: string;
  /** Seals personal data on the way in and opens it on the way out, as for the SQL store. */
  readonly codec?: EventCodec;
}

/**
 * The event store port on EventStoreDB (ADR 032). Checkpoints and data keys stay in the read
 * model's SQL database: `CatchUpSubscription` runs over this store unchanged.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly listeners = new Set<() => void>();
  private readonly names: StreamNames;

  /**
   * Connects with a connection string (`kurrentdb://host:2113?tls=false`). The client library
   * loads its native reader here, on first use, not when this package is imported.
   */
  static async connect(
    connectionString: string,
    options: EventStoreDbEventStoreOptions = {},
  ): Promise<EventStoreDbEventStore> {
    const { KurrentDBClient } = await import('@kurrent/kurrentdb-client');
    return new EventStoreDbEventStore(KurrentDBClient.connectionString(connectionString), options);
  }

  constructor(
    readonly client: KurrentDBClient,
    private readonly options: EventStoreDbEventStoreOptions = {},
  ) {
    this.names = new StreamNames(options.streamPrefix);
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('An append needs at least one event');
    assertEventIds(events);
    const stored = this.options.codec ? await this.options.codec.encode(events) : events;
    const appendId = randomUUID();
    const name = this.names.stored(streamId);
    let revision: bigint;
    try {
      const data = stored.map((event) => toEventData(event, appendId));
      const result = await this.client.appendToStream(name, data, {
        streamState: toStreamState(expected),
      });
      revision = result.nextExpectedRevision;
    } catch (error) {
      if (!isWrongExpectedVersion(error)) throw error;
      const retried = await this.findRetry(streamId, events);
      if (retried) return retried;
      throw concurrencyErrorOf(error, streamId, expected);
    }
    // The server answers a retry of a stored batch with success, as if it had written it:
    // the batch's last event says whether this call wrote it, and where it is in the log.
    const last = await this.readAt(name, revision);
    const duplicate = storedMetadataOf(last).appendId !== appendId;
    if (!duplicate) this.announce();
    return {
      nextExpectedVersion: revision + 1n,
      position: requirePosition(last.position, last.id),
      duplicate,
    };
  }

  /** After a conflict: was this batch already stored in the stream (a retry)? */
  private async findRetry(
    streamId: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | undefined> {
    const ids = new Set(events.map((event) => event.metadata.eventId));
    const found = (await this.readStored(streamId)).filter((event) =>
      ids.has(event.metadata.eventId),
    );
    const last = found.at(-1);
    if (!last) return undefined;
    if (found.length < ids.size)
      throw new PartialDuplicateError(
        streamId,
        found.map((event) => event.metadata.eventId),
      );
    return { nextExpectedVersion: last.streamPosition, position: last.position, duplicate: true };
  }

  private async readAt(name: string, revision: bigint) {
    const [resolved] = await this.read(name, { fromRevision: revision, maxCount: 1 });
    if (!resolved?.event) throw new Error(`${name} has no event at revision ${revision}`);
    return resolved.event;
  }

  /** A stream's events as stored (still sealed); [] for a stream that does not exist. */
  private async read(name: string, options: ReadStreamOptions): Promise<ResolvedEvent[]> {
    const events: ResolvedEvent[] = [];
    try {
      for await (const event of this.client.readStream(name, { requiresLeader: true, ...options }))
        events.push(event);
      return events;
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
  }

  private async readStored(streamId: string): Promise<RecordedEvent[]> {
    const resolved = await this.read(this.names.stored(streamId), {});
    return resolved.flatMap(({ event }) => (event ? [fromRecordedEvent(event, streamId)] : []));
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return requireReadable(streamId, await this.decoded(await this.readStored(streamId)));
  }

  async readAll({ after = START, limit = 1000 }: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // A read from a position includes the event there: one more, and that one left out.
    const read = this.client.readAll({
      fromPosition: readFrom(after),
      maxCount: limit + 1,
      filter: this.names.allFilter(),
    });
    for await (const { event: record } of read) {
      const streamId = record && this.names.portId(record.streamId);
      if (!record || streamId === undefined || record.type.startsWith('$')) continue;
      const event = readable(record, streamId);
      if (comparePositions(event.position, after) <= 0) continue;
      if (events.push(event) === limit) break;
    }
    return this.decoded(events);
  }

  /** The port's version of the stream (its last event's position), or null if it has none. */
  async streamVersion(streamId: string): Promise<bigint | null> {
    const name = this.names.stored(streamId);
    const [last] = await this.read(name, {
      direction: 'backwards',
      fromRevision: 'end',
      maxCount: 1,
    });
    return last?.event ? last.event.revision + 1n : null;
  }

  /** The position of the newest event of this store's streams. */
  async headPosition(): Promise<GlobalPosition> {
    const read = this.client.readAll({
      direction: 'backwards',
      fromPosition: 'end',
      maxCount: 1,
      filter: this.names.allFilter(),
    });
    for await (const { event } of read) {
      if (event) return requirePosition(event.position, event.id);
    }
    return START;
  }

  private decoded(events: RecordedEvent[]): Promise<RecordedEvent[]> | RecordedEvent[] {
    return this.options.codec ? this.options.codec.decode(events) : events;
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Wakes this process's subscribers at once after its own appends. */
  announce(): void {
    this.wakeLocalSubscribers();
  }

  wakeLocalSubscribers(): void {
    for (const listener of this.listeners) listener();
  }

  /**
   * Wakes this process's subscribers on every event other processes append, through a live
   * subscription to `$all` (what LISTEN/NOTIFY does for PostgreSQL). Without it they find those
   * events at their next poll. Returns the function that stops it.
   */
  followAppends(onError?: (error: unknown) => void): () => Promise<void> {
    const live = this.client.subscribeToAll({
      fromPosition: 'end',
      filter: this.names.allFilter(),
    });
    live.on('data', () => this.wakeLocalSubscribers());
    live.on('error', (error) => onError?.(error));
    return () => live.unsubscribe();
  }

  close(): Promise<void> {
    return this.client.dispose();
  }
}

/** The record as the port's event; one that is not (a foreign writer's) is marked unreadable. */
function readable(
  record: Parameters<typeof fromRecordedEvent>[0],
  streamId: string,
): RecordedEvent {
  try {
    return fromRecordedEvent(record, streamId);
  } catch (error) {
    return unreadableRecordedEvent(record, streamId, reasonOf(error));
  }
}
