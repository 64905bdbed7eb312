import type { OperationsConfig, ProductMetrics } from '@fairwrench/api';
import { allProjections, countParked } from '@fairwrench/projections';
import type { Database } from './database';
import type { Workers } from './workers';

/**
 * What a process's health and metrics calls report (ADR 030): its own metrics, EventStoreDB
 * where the log lives there, the broker where its workers forward leads, and every
 * subscription's lag and parked events.
 */
export function operationsOf(options: {
  readonly metrics: ProductMetrics;
  readonly metricsToken: string | undefined;
  readonly database: Pick<Database, 'readiness' | 'measureLag'>;
  readonly workers: Workers | undefined;
}): OperationsConfig {
  const { metrics, metricsToken, database, workers } = options;
  return {
    metrics,
    metricsToken,
    readiness: [...database.readiness, ...(workers?.readiness ?? [])],
    ...(database.measureLag ? { measureLag: database.measureLag } : {}),
    subscriptionIds: [
      ...allProjections.map((projection) => projection.subscriptionId),
      ...(workers?.subscriptions.keys() ?? []),
    ],
    countParked,
  };
}
