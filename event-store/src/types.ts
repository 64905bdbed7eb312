/**
 * A position in the global log. Events are totally ordered by the id of the
 * transaction that wrote them, then by their sequence number within the log; see
 * docs/decisions/002-event-store-ordering.md for why the transaction id leads.
 */
export interface GlobalPosition {
  readonly transactionId: bigint;
  readonly sequence: bigint;
}

export const START: GlobalPosition = { transactionId: 0n, sequence: 0n };

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.transactionId !== b.transactionId) return a.transactionId < b.transactionId ? -1 : 1;
  if (a.sequence !== b.sequence) return a.sequence < b.sequence ? -1 : 1;
  return 0;
}

/** `"<transactionId>/<sequence>"`: a stable text form for JSON, logs and headers. */
export function formatPosition(position: GlobalPosition): string {
  return `${position.transactionId}/${position.sequence}`;
}

export function parsePosition(text: string): GlobalPosition {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new Error(`Not a global position: ${text}`);
  return { transactionId: BigInt(match[1]!), sequence: BigInt(match[2]!) };
}

/** The metadata every event carries (see contracts: eventMetadataSchema). */
export interface EventMetadata {
  readonly eventId: string;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly occurredAt: string;
}

/** An event as the writer hands it to the store. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly schemaVersion: number;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

/** An event as it was stored. */
export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<
  Type,
  Data
> {
  readonly streamId: string;
  /** 1 for the first event of a stream. */
  readonly streamPosition: bigint;
  readonly position: GlobalPosition;
  readonly recordedAt: string;
  /**
   * Why the store could read the row but not the event in it (metadata that is not an
   * envelope's, a personal field that does not open). Such an event is never handed to a
   * handler: subscriptions park it (ADR 042). Its `metadata.eventId` is then the store's own id.
   */
  readonly unreadable?: string;
}

/** The event without its storage coordinates, as its contract schema describes it. */
export function envelopeOf({ type, schemaVersion, data, metadata }: RecordedEvent): NewEvent {
  return { type, schemaVersion, data, metadata };
}

/**
 * What the writer believes about the stream: it must not exist yet, it must exist,
 * it must be at exactly this version (its last event's stream position), or anything.
 */
export type ExpectedVersion = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface AppendResult {
  /** The stream's version after the append: its last event's stream position. */
  readonly nextExpectedVersion: bigint;
  /** The global position of the batch's last event. */
  readonly position: GlobalPosition;
  /** True when every event id was already stored: the call was a retry and wrote nothing. */
  readonly duplicate: boolean;
}

export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: bigint | null,
  ) {
    super(
      `Stream ${streamId}: expected version ${String(expected)}, actual ${actual === null ? 'no stream' : String(actual)}`,
    );
  }
}

/** Some but not all of a batch's event ids are already stored: not a clean retry. */
export class PartialDuplicateError extends Error {
  override readonly name = 'PartialDuplicateError';
  constructor(
    readonly streamId: string,
    readonly storedEventIds: readonly string[],
  ) {
    super(`Stream ${streamId}: ${storedEventIds.length} of the batch's events are already stored`);
  }
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. */
  readonly after?: GlobalPosition;
  readonly limit?: number;
}

/** The event store port. Adapters: SQL (PostgreSQL via pg, and PGlite) and EventStoreDB. */
export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult>;
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** Events in global order that no in-flight transaction can still precede. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The position of the newest event `readAll` can return now; START for an empty log. */
  headPosition(): Promise<GlobalPosition>;
  /** A hint that events were appended; subscribers use it to poll at once. */
  onAppended(listener: () => void): () => void;
}
