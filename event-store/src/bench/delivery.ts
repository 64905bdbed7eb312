import { performance } from 'node:perf_hooks';
import type { SqlClient } from '../sql-client';
import { newestCommitted } from '../testing/newest-committed';
import { comparePositions, START, type GlobalPosition, type RecordedEvent } from '../types';

/**
 * What a benchmark subscriber received. Speed numbers mean little if events arrive
 * twice, out of order or not at all, so the run counts those too.
 */
export class DeliveryLog {
  /** First time (performance.now()) the handler saw each event id. */
  readonly firstSeenAt = new Map<string, number>();
  delivered = 0;
  duplicates = 0;
  /** Deliveries whose position is below one delivered earlier. */
  outOfOrder = 0;
  private last: GlobalPosition = START;

  record(events: readonly RecordedEvent[]): void {
    const now = performance.now();
    for (const event of events) {
      this.delivered++;
      if (comparePositions(event.position, this.last) < 0) this.outOfOrder++;
      else this.last = event.position;
      if (this.firstSeenAt.has(event.metadata.eventId)) this.duplicates++;
      else this.firstSeenAt.set(event.metadata.eventId, now);
    }
  }

  get distinct(): number {
    return this.firstSeenAt.size;
  }
}

/**
 * The newest stored event and the event count, independently of the store's own queries
 * (the benchmark checks delivery against it). Only called with no writer running.
 */
export async function storedHead(
  client: SqlClient,
): Promise<{ head: GlobalPosition; count: number }> {
  const head = await newestCommitted(client);
  const counted = await client.query<{ n: string }>(`select count(*)::text as n from es_events`);
  return { head, count: Number(counted[0]?.n ?? 0) };
}
