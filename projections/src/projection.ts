import {
  envelopeOf,
  formatPosition,
  UnprocessableEventError,
  type RecordedEvent,
  type SqlClient,
  type SubscriptionHandler,
} from '@fairwrench/event-store';
import { prettifyError, type z } from 'zod';

/**
 * A projection folds the global log into one read model. It must be idempotent and
 * must never throw on an event that already happened: replaying from the start of the
 * log rebuilds exactly the same tables. The one exception is an event that fails its
 * schema: `parseRecorded` throws, and the subscription parks it and moves on (ADR 019).
 */
export interface Projection extends SubscriptionHandler {
  /** Creates the read model's tables if missing. */
  migrate(client: SqlClient): Promise<void>;
  /** Empties the read model, for a rebuild. */
  truncate(tx: SqlClient): Promise<void>;
}

/** Builds `handle` from a per-event function, skipping event types the projection ignores. */
export function perEvent(
  apply: (event: RecordedEvent, tx: SqlClient) => Promise<void> | void,
): SubscriptionHandler['handle'] {
  return async (events, tx) => {
    for (const event of events) await apply(event, tx);
  };
}

/**
 * Validates a stored event's envelope against its contract schema. An event that fails it
 * can never be applied as stored: the subscription parks it and moves on (ADR 019).
 */
export function parseRecorded<Schema extends z.ZodType>(
  schema: Schema,
  event: RecordedEvent,
): z.infer<Schema> {
  const parsed = schema.safeParse(envelopeOf(event));
  if (parsed.success) return parsed.data;
  throw new UnprocessableEventError(
    event,
    `${event.type} ${event.metadata.eventId} at ${formatPosition(event.position)} fails its schema:\n${prettifyError(parsed.error)}`,
    { cause: parsed.error },
  );
}
