import { performance } from 'node:perf_hooks';
import { testEvent } from '../testing';
import {
  comparePositions,
  START,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type GlobalPosition,
  type NewEvent,
} from '../types';

export interface WriterSpec {
  readonly writers: number;
  readonly batchSize: number;
  /** Stop starting appends after this long (warm-up included). */
  readonly durationMs: number;
  readonly warmupMs: number;
  /** Stop each writer after this many appends, whatever the time (used to fill the store). */
  readonly maxBatchesPerWriter?: number;
  /** Distinguishes this phase's streams from every other phase's. */
  readonly streamPrefix: string;
  /** Called with `performance.now()` as soon as the append call resolved. */
  readonly onAcked?: (events: readonly NewEvent[], result: AppendResult, ackedAt: number) => void;
}

export interface WriterResult {
  /** Events in appends started after the warm-up. */
  readonly events: number;
  /** From the end of the warm-up to the last measured append's resolve. */
  readonly elapsedMs: number;
  /** Latency of each measured append call, in ms. */
  readonly latencies: number[];
  /** The global position of the last event written in this phase. */
  readonly lastPosition: GlobalPosition;
}

interface Tally {
  events: number;
  lastAckedAt: number;
  lastPosition: GlobalPosition;
  readonly latencies: number[];
}

/** A payload of about 100 bytes, like a small domain event. */
function batchOf(size: number, writer: number, batch: number): NewEvent[] {
  return Array.from({ length: size }, (_, index) =>
    testEvent('BenchEventAppended', { writer, batch, index, note: 'benchmark payload' }),
  );
}

/**
 * One writer owns one stream and always states the exact expected version, as a
 * command handler does; a ConcurrencyError here would be a bug and fails the run.
 */
async function runWriter(
  store: EventStore,
  writer: number,
  spec: WriterSpec,
  clock: { measureFrom: number; deadline: number },
  tally: Tally,
): Promise<void> {
  const streamId = `${spec.streamPrefix}-${writer}`;
  const maxBatches = spec.maxBatchesPerWriter ?? Number.MAX_SAFE_INTEGER;
  let expected: ExpectedVersion = 'no_stream';
  for (let batch = 0; batch < maxBatches && performance.now() < clock.deadline; batch++) {
    const events = batchOf(spec.batchSize, writer, batch);
    const startedAt = performance.now();
    const result = await store.appendToStream(streamId, events, expected);
    const ackedAt = performance.now();
    expected = result.nextExpectedVersion;
    spec.onAcked?.(events, result, ackedAt);
    if (comparePositions(result.position, tally.lastPosition) > 0)
      tally.lastPosition = result.position;
    if (startedAt < clock.measureFrom) continue;
    tally.events += events.length;
    tally.latencies.push(ackedAt - startedAt);
    tally.lastAckedAt = Math.max(tally.lastAckedAt, ackedAt);
  }
}

/** Runs `spec.writers` concurrent writers, each on its own stream, and measures them. */
export async function runWriters(store: EventStore, spec: WriterSpec): Promise<WriterResult> {
  const now = performance.now();
  const clock = {
    measureFrom: now + spec.warmupMs,
    deadline: now + spec.warmupMs + spec.durationMs,
  };
  const tally: Tally = {
    events: 0,
    lastAckedAt: clock.measureFrom,
    lastPosition: START,
    latencies: [],
  };
  await Promise.all(
    Array.from({ length: spec.writers }, (_, writer) =>
      runWriter(store, writer, spec, clock, tally),
    ),
  );
  return {
    events: tally.events,
    elapsedMs: tally.lastAckedAt - clock.measureFrom,
    latencies: tally.latencies,
    lastPosition: tally.lastPosition,
  };
}
