import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../sql-client';
import type { EventStore, NewEvent, RecordedEvent } from '../types';

/** A throwaway event for store tests; `data` says where it came from. */
export function testEvent(type = 'Tested', data: unknown = {}): NewEvent {
  return {
    type,
    schemaVersion: 1,
    data,
    metadata: {
      eventId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
    },
  };
}

/** Resolves when `condition` holds, checking after every macrotask; fails after `timeoutMs`. */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The whole log once every append committed so far can be read. The log is read below the
 * oldest transaction still open (no reader may skip an event a slower writer has yet to
 * commit), so a subscription's checkpoint transaction can hold a just-committed append back
 * for a moment; `sql` is the store's database, asked directly what has committed.
 */
export async function readAllCommitted(
  store: EventStore,
  sql: SqlClient,
): Promise<RecordedEvent[]> {
  const [committed] = await sql.query<{ count: string }>(
    'select count(*)::text as count from es_events',
  );
  const expected = Number(committed?.count ?? 0);
  let all: RecordedEvent[] = [];
  await eventually(async () => {
    all = await store.readAll({ limit: expected + 1 });
    return all.length >= expected;
  });
  return all;
}
