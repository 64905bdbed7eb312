import type { Position, ReadPosition } from '@kurrent/kurrentdb-client';
import { START, type GlobalPosition } from '../types';

/**
 * EventStoreDB orders `$all` by (commit, prepare) log positions, exactly as the port orders
 * (transactionId, sequence): the commit position takes the port's leading field and the prepare
 * position the second, so `comparePositions`, `formatPosition` and the SQL checkpoints table
 * (`es_checkpoints`: xid8 and bigint, both 64-bit) work unchanged (ADR 032).
 */
export function fromEventStoreDbPosition(position: Position): GlobalPosition {
  return { transactionId: position.commit, sequence: position.prepare };
}

export function toEventStoreDbPosition(position: GlobalPosition): Position {
  return { commit: position.transactionId, prepare: position.sequence };
}

/** Where a forward read of `$all` starts for events after `after` (the read is inclusive). */
export function readFrom(after: GlobalPosition): ReadPosition {
  return after.transactionId === START.transactionId && after.sequence === START.sequence
    ? 'start'
    : toEventStoreDbPosition(after);
}

/** A stored event's position; the server sends one on every read since 22.6. */
export function requirePosition(
  position: { commit?: bigint | undefined; prepare?: bigint | undefined } | undefined,
  eventId: string,
): GlobalPosition {
  if (position?.commit === undefined || position.prepare === undefined)
    throw new Error(`EventStoreDB returned event ${eventId} without its log position`);
  return fromEventStoreDbPosition({ commit: position.commit, prepare: position.prepare });
}
