import type { GlobalPosition } from '@fairwrench/event-store';

/**
 * Read-your-writes: after a command appends, it waits (bounded) until the named
 * projections have processed its position, so the next read sees the change.
 */
export interface ReadModelProgress {
  /**
   * True when every projection reached `position` in time; false on timeout, which the
   * adapter logs: the command itself has succeeded either way (its events are stored).
   */
  waitFor(position: GlobalPosition, projectionIds: readonly string[]): Promise<boolean>;
}
