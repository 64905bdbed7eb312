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

/** Servers that know no position send -1, which arrives as 2^64 - 1: never a real one. */
const NO_POSITION = 2n ** 63n;

/**
 * A stored event's position. Stream reads carry the event's `$all` position from server 22.6
 * (kurrent-io/KurrentDB PR #3459); an older server sends none, and the adapter refuses to guess.
 */
export function requirePosition(
  position: { commit?: bigint | undefined; prepare?: bigint | undefined } | undefined,
  eventId: string,
): GlobalPosition {
  const { commit, prepare } = position ?? {};
  if (
    commit === undefined ||
    prepare === undefined ||
    commit >= NO_POSITION ||
    prepare >= NO_POSITION
  )
    throw new Error(
      `EventStoreDB returned event ${eventId} without its log position (the adapter needs server 22.6 or later)`,
    );
  return fromEventStoreDbPosition({ commit, prepare });
}
