import { ownerErasedSchema } from '@fairwrench/contracts';
import type { RecordedEvent } from '@fairwrench/event-store';
import { parseRecorded } from './projection';

/**
 * The owner an `OwnerErased` event names. Read models that hold an owner's personal fields
 * overwrite them with `ERASED` when it arrives: exactly what a rebuild reads from the log once
 * the owner's key is gone, so a rebuild after an erasure gives the same rows (ADR 024).
 */
export function erasedOwner(event: RecordedEvent): string {
  return parseRecorded(ownerErasedSchema, event).data.userId;
}
