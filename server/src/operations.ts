import type { OperationsConfig, ProductMetrics, ReadinessCheck } from '@fairwrench/api';
import {
  subscriptionLag,
  type SqlClient,
  type SubscriptionLag,
  type SubscriptionStatus,
} from '@fairwrench/event-store';
import { allProjections, countParked, type ProjectionRunner } from '@fairwrench/projections';
import type { Database } from './database';
import type { Workers } from '@fairwrench/workers';

/** A subscription whose batches have failed in a row this long is stalled: not ready. */
export const STALLED_AFTER_MS = 30_000;

/**
 * What a process's health and metrics calls report (ADR 030): its own metrics, EventStoreDB
 * where the log lives there, the broker where its workers forward leads, the subscriptions it
 * runs (ADR 042), and every subscription's lag and parked events.
 */
export function operationsOf(options: {
  readonly metrics: ProductMetrics;
  readonly metricsToken: string | undefined;
  readonly database: Pick<Database, 'readiness' | 'measureLag' | 'client'>;
  readonly workers: Workers | undefined;
  /** The projections this process runs, if it runs them. */
  readonly runner?: ProjectionRunner | undefined;
}): OperationsConfig {
  const { metrics, metricsToken, database, workers, runner } = options;
  const statuses = (): SubscriptionStatus[] => [
    ...(runner?.statuses() ?? []),
    ...[...(workers?.subscriptions.values() ?? [])].map((subscription) => subscription.status),
  ];
  const subscriptions =
    runner || workers
      ? [
          subscriptionsReadiness({
            statuses,
            sql: database.client,
            measureLag: database.measureLag ?? ((ids) => subscriptionLag(database.client, ids)),
          }),
        ]
      : [];
  return {
    metrics,
    metricsToken,
    readiness: [...database.readiness, ...(workers?.readiness ?? []), ...subscriptions],
    ...(database.measureLag ? { measureLag: database.measureLag } : {}),
    subscriptionIds: [
      ...allProjections.map((projection) => projection.subscriptionId),
      ...(workers?.subscriptions.keys() ?? []),
    ],
    countParked,
  };
}

/**
 * Down while a subscription of this process is stalled (failing for `stalledAfterMs`), naming
 * it, its lag and its last error; up otherwise, saying which subscriptions have parked events.
 */
export function subscriptionsReadiness(options: {
  readonly statuses: () => readonly SubscriptionStatus[];
  readonly sql: SqlClient;
  readonly measureLag: (ids: readonly string[]) => Promise<SubscriptionLag[]>;
  readonly stalledAfterMs?: number;
  readonly now?: () => number;
}): ReadinessCheck {
  const stalledAfter = options.stalledAfterMs ?? STALLED_AFTER_MS;
  return {
    name: 'subscriptions',
    check: async () => {
      const now = (options.now ?? Date.now)();
      const stalled = options
        .statuses()
        .filter((s) => s.failingSince !== undefined && now - s.failingSince >= stalledAfter);
      if (stalled.length > 0) {
        const lags = new Map(
          (await options.measureLag(stalled.map((s) => s.subscriptionId))).map((lag) => [
            lag.subscriptionId,
            lag,
          ]),
        );
        throw new Error(
          stalled
            .map((s) => {
              const seconds = Math.round((now - s.failingSince!) / 1000);
              const behind = lags.get(s.subscriptionId)?.events ?? 0;
              return `${s.subscriptionId} failing for ${seconds} s, ${behind} events behind: ${s.lastError}`;
            })
            .join('; '),
        );
      }
      const parked = await countParked(options.sql);
      if (parked.size === 0) return undefined;
      const counts = [...parked].map(([id, count]) => `${id} ${count}`).join(', ');
      return `events parked (npm run projections:replay-parked retries them): ${counts}`;
    },
  };
}
