import {
  envelopeOf,
  type RecordedEvent,
  type SqlClient,
  type SubscriptionHandler,
} from '@fairwrench/event-store';
import type { z } from 'zod';

/**
 * A projection folds the global log into one read model. It must be idempotent and
 * must never throw on an event that already happened: replaying from the start of the
 * log rebuilds exactly the same tables.
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

/** Validates a stored event's envelope against its contract schema. */
export function parseRecorded<Schema extends z.ZodType>(
  schema: Schema,
  event: RecordedEvent,
): z.infer<Schema> {
  return schema.parse(envelopeOf(event));
}
