import type { AppendStreamState, CurrentStreamState } from '@kurrent/kurrentdb-client';
import { ConcurrencyError, type ExpectedVersion } from '../types';

/**
 * The port counts a stream's events from 1 (its version is its last event's position);
 * EventStoreDB counts revisions from 0. Version 0 means "no events yet", as in the SQL adapter.
 */
export function toStreamState(expected: ExpectedVersion): AppendStreamState {
  if (typeof expected !== 'bigint') return expected;
  if (expected < 0n) throw new Error(`Not a stream version: ${expected}`);
  return expected === 0n ? 'no_stream' : expected - 1n;
}

/** The port's version for a stream at `revision` (null: no stream). */
export function versionOf(state: CurrentStreamState): bigint | null {
  return typeof state === 'bigint' && state >= 0n ? state + 1n : null;
}

/** The parts of the client's WrongExpectedVersionError the adapter reads. */
export interface WrongExpectedVersion {
  readonly type: 'wrong-expected-version';
  readonly actualState: CurrentStreamState;
}

export function isWrongExpectedVersion(error: unknown): error is WrongExpectedVersion {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === 'wrong-expected-version'
  );
}

export function isStreamNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === 'stream-not-found'
  );
}

export function concurrencyErrorOf(
  error: WrongExpectedVersion,
  streamId: string,
  expected: ExpectedVersion,
): ConcurrencyError {
  return new ConcurrencyError(streamId, expected, versionOf(error.actualState));
}
