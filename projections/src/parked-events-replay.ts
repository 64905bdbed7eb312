import {
  formatPosition,
  type EventStore,
  type GlobalPosition,
  type SqlClient,
} from '@fairwrench/event-store';
import { listParked, parkAgain, unpark, type ParkedEvent } from './parked-events';
import type { Projection } from './projection';

export interface ReplayOutcome {
  readonly parked: ParkedEvent;
  /** Set when the event still fails: it stays parked with this error. */
  readonly error?: string;
  /** Later events of its stream applied again after it, so the read model ends in log order. */
  readonly reapplied: number;
}

/**
 * `npm run projections:replay-parked`: retries the projections' parked events after a fix,
 * oldest first. Each is re-read from the store and handled in one transaction with the later
 * events of its stream (projections are idempotent, so those were harmless to apply twice,
 * and applying them after the parked one gives the read model the log's order). Success
 * removes the parked row in that transaction; a failure leaves it with the new error.
 */
export async function replayParked(
  store: EventStore,
  client: SqlClient,
  projections: readonly Projection[],
): Promise<ReplayOutcome[]> {
  const byId = new Map(projections.map((p) => [p.subscriptionId, p]));
  const parked = await listParked(client, [...byId.keys()]);
  const waiting = new Set(parked.map((p) => keyOf(p.subscriptionId, p.position)));
  const outcomes: ReplayOutcome[] = [];
  for (const event of parked) {
    const outcome = await replayOne(store, client, byId.get(event.subscriptionId)!, event, waiting);
    if (!outcome.error) waiting.delete(keyOf(event.subscriptionId, event.position));
    outcomes.push(outcome);
  }
  return outcomes;
}

async function replayOne(
  store: EventStore,
  client: SqlClient,
  projection: Projection,
  parked: ParkedEvent,
  waiting: ReadonlySet<string>,
): Promise<ReplayOutcome> {
  const stream = await store.readStream(parked.streamId);
  const at = stream.findIndex((event) => event.streamPosition === parked.streamPosition);
  // Events still parked are left to their own turn, which applies what follows them.
  const later = stream
    .slice(at + 1)
    .filter((event) => !waiting.has(keyOf(parked.subscriptionId, event.position)));
  try {
    if (at < 0) throw new Error(`Not in stream ${parked.streamId} any more`);
    await client.transaction(async (tx) => {
      await projection.handle([stream[at]!, ...later], tx);
      await unpark(tx, parked);
    });
    return { parked, reapplied: later.length };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await parkAgain(client, parked, message);
    return { parked, error: message, reapplied: 0 };
  }
}

function keyOf(subscriptionId: string, position: GlobalPosition): string {
  return `${subscriptionId}@${formatPosition(position)}`;
}
