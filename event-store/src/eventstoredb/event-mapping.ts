import type {
  JSONEventData,
  JSONType,
  RecordedEvent as EsdbRecordedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata, NewEvent, RecordedEvent } from '../types';
import { requirePosition } from './positions';

/**
 * An event's metadata as stored in EventStoreDB. The port's metadata travels whole, beside the
 * schema version; `$correlationId` and `$causationId` repeat it under EventStoreDB's own names,
 * which its UI and `$by_correlation_id` projection read.
 */
export interface StoredMetadata {
  readonly metadata: EventMetadata;
  readonly schemaVersion: number;
  /**
   * Random per call of `appendToStream`. The server answers a retried batch as if it had written
   * it; the id on the stored events tells which call did (ADR 032).
   */
  readonly appendId: string;
  readonly $correlationId: string;
  readonly $causationId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Event ids become EventStoreDB event ids, which must be UUIDs: checked before anything is sent. */
export function assertEventIds(events: readonly NewEvent[]): void {
  const bad = events.find((event) => !UUID.test(event.metadata.eventId));
  if (bad) throw new Error(`Event id ${JSON.stringify(bad.metadata.eventId)} is not a UUID`);
}

export function toEventData(event: NewEvent, appendId: string): JSONEventData {
  const { metadata } = event;
  const stored: StoredMetadata = {
    metadata,
    schemaVersion: event.schemaVersion,
    appendId,
    $correlationId: metadata.correlationId,
    ...(metadata.causationId === null ? {} : { $causationId: metadata.causationId }),
  };
  return {
    id: metadata.eventId,
    contentType: 'application/json',
    type: event.type,
    data: event.data as JSONType,
    metadata: stored as unknown as JSONType,
  };
}

function isStoredMetadata(value: unknown): value is StoredMetadata {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredMetadata>;
  return (
    typeof candidate.metadata === 'object' &&
    candidate.metadata !== null &&
    typeof candidate.schemaVersion === 'number' &&
    typeof candidate.appendId === 'string'
  );
}

/** The metadata FairWrench stored with `record`; throws for an event some other writer made. */
export function storedMetadataOf(record: EsdbRecordedEvent): StoredMetadata {
  if (!record.isJson || !isStoredMetadata(record.metadata))
    throw new Error(
      `Event ${record.id} in ${record.streamId} was not written by the FairWrench event store`,
    );
  return record.metadata;
}

/** The port's view of a stored event; `streamId` is the port's name for its stream. */
export function fromRecordedEvent(record: EsdbRecordedEvent, streamId: string): RecordedEvent {
  const stored = storedMetadataOf(record);
  return {
    streamId,
    streamPosition: record.revision + 1n,
    position: requirePosition(record.position, record.id),
    type: record.type,
    schemaVersion: stored.schemaVersion,
    data: record.data,
    metadata: stored.metadata,
    recordedAt: record.created.toISOString(),
  };
}

/**
 * `record` as an event the subscriptions park (ADR 042): what `fromRecordedEvent` refused,
 * kept with the record's own id, stream, type and position so that it can be parked.
 */
export function unreadableRecordedEvent(
  record: EsdbRecordedEvent,
  streamId: string,
  reason: string,
): RecordedEvent {
  return {
    streamId,
    streamPosition: record.revision + 1n,
    position: requirePosition(record.position, record.id),
    type: record.type,
    schemaVersion: 0,
    data: record.isJson ? record.data : null,
    metadata: { eventId: record.id } as RecordedEvent['metadata'],
    recordedAt: record.created.toISOString(),
    unreadable: reason,
  };
}
