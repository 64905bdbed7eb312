import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../types';

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
