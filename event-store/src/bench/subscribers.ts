import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { storeCheckpoint } from '../checkpoints';
import type { SqlClient } from '../sql-client';
import type { SqlEventStore } from '../sql-event-store';
import { CatchUpSubscription, type SubscriptionHandler } from '../subscription';
import type { GlobalPosition, RecordedEvent } from '../types';
import { DeliveryLog, storedHead } from './delivery';
import { runWriters, type WriterResult, type WriterSpec } from './writers';

export interface CatchUpResult {
  /** Events in the store when the subscription started. */
  readonly stored: number;
  readonly elapsedMs: number;
  readonly delivery: DeliveryLog;
}

export interface LiveLagResult {
  readonly writes: WriterResult;
  /** Per event: handler saw it minus its append call resolved, in ms. */
  readonly lags: number[];
  /** Events appended in the live phase, warm-up included. */
  readonly written: number;
  /** Of those, events the subscriber never handled (should be 0). */
  readonly missing: number;
  readonly delivery: DeliveryLog;
  /** From the last writer stopping until the subscriber had handled everything. */
  readonly drainMs: number;
}

/** Rejects after `ms` so a stuck subscription cannot hang the run. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The subscription retries failing batches forever; the benchmark must fail instead. */
function failFast(): { onError: (error: unknown) => void; failure: Promise<never> } {
  let fail: (error: unknown) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => (fail = reject));
  failure.catch(() => undefined); // observed through the race below, never unhandled
  return { onError: (error) => fail(error), failure };
}

function subscription(
  store: SqlEventStore,
  client: SqlClient,
  handle: (events: readonly RecordedEvent[]) => void,
  options: { pollIntervalMs: number; onError: (error: unknown) => void },
): CatchUpSubscription {
  const handler: SubscriptionHandler = {
    subscriptionId: `bench-${randomUUID()}`,
    handle: async (events) => handle(events),
  };
  return new CatchUpSubscription(store, client, handler, options);
}

/** Times a new subscription with a no-op handler reading the whole log up to its head. */
export async function measureCatchUp(
  store: SqlEventStore,
  client: SqlClient,
  pollIntervalMs: number,
): Promise<CatchUpResult> {
  const { head, count } = await storedHead(client);
  const delivery = new DeliveryLog();
  const { onError, failure } = failFast();
  const sub = subscription(store, client, (batch) => delivery.record(batch), {
    pollIntervalMs,
    onError,
  });
  const startedAt = performance.now();
  sub.start();
  try {
    await within(Promise.race([sub.reached(head), failure]), 120_000, 'catch-up');
    return { stored: count, elapsedMs: performance.now() - startedAt, delivery };
  } finally {
    await sub.stop();
  }
}

/** Starts a subscription at the current head, so the live phase skips the backlog. */
async function liveSubscription(
  store: SqlEventStore,
  client: SqlClient,
  delivery: DeliveryLog,
  options: { pollIntervalMs: number; onError: (error: unknown) => void },
): Promise<{ sub: CatchUpSubscription; head: GlobalPosition }> {
  const { head } = await storedHead(client);
  const sub = subscription(store, client, (events) => delivery.record(events), options);
  await storeCheckpoint(client, sub.subscriptionId, head);
  return { sub, head };
}

/**
 * Writers run at full speed on the same store instance the subscription listens to,
 * so each append's in-process announce() wakes it, as in the product.
 */
export async function measureLiveLag(
  store: SqlEventStore,
  reader: SqlEventStore,
  client: SqlClient,
  spec: WriterSpec,
  pollIntervalMs: number,
): Promise<LiveLagResult> {
  const ackedAt = new Map<string, number>();
  const delivery = new DeliveryLog();
  const { onError, failure } = failFast();
  const { sub, head } = await liveSubscription(reader, client, delivery, {
    pollIntervalMs,
    onError,
  });
  sub.start();
  try {
    await within(Promise.race([sub.reached(head), failure]), 30_000, 'live subscription start');
    const measureFrom = performance.now() + spec.warmupMs;
    const writes = await runWriters(store, {
      ...spec,
      onAcked: (events, _result, at) => {
        for (const event of events) ackedAt.set(event.metadata.eventId, at);
      },
    });
    const stoppedAt = performance.now();
    await within(Promise.race([sub.reached(writes.lastPosition), failure]), 60_000, 'drain');
    const drainMs = performance.now() - stoppedAt;
    return { writes, drainMs, delivery, ...lagsOf(ackedAt, delivery.firstSeenAt, measureFrom) };
  } finally {
    await sub.stop();
  }
}

/** Lags of the events acknowledged after the warm-up; missing counts every written event. */
function lagsOf(
  ackedAt: ReadonlyMap<string, number>,
  seenAt: ReadonlyMap<string, number>,
  measureFrom: number,
): { lags: number[]; missing: number; written: number } {
  const lags: number[] = [];
  let missing = 0;
  for (const [eventId, acked] of ackedAt) {
    const seen = seenAt.get(eventId);
    if (seen === undefined) missing++;
    // Can be slightly negative: the handler may run before the writer's await resumes.
    else if (acked >= measureFrom) lags.push(seen - acked);
  }
  return { lags, missing, written: ackedAt.size };
}
