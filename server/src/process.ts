import { SettingsError, type ProductMetrics, type Settings } from '@fairwrench/api';
import type { Projection, ProjectionRunner } from '@fairwrench/projections';
import { migratedProjectionRunner, workerLeases, type WorkerLeases } from '@fairwrench/workers';
import type { Logger } from 'pino';
import { databaseOptions, openDatabase, type Database } from './database';

/** Runs a command-line entry point: settings errors print their message, not a stack. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof SettingsError ? error.message : error);
    process.exit(1);
  });
}

/**
 * Opens the configured database with a migrated runner for `projections` (not started).
 * With `metrics` (the long-running worker process) the projections run under leases, as
 * `leases` for its other workers; the one-off commands run theirs without.
 */
export async function openProjections(
  settings: Settings,
  projections: readonly Projection[],
  logger?: Logger,
  metrics?: ProductMetrics,
): Promise<{ database: Database; runner: ProjectionRunner; leases: WorkerLeases | undefined }> {
  const database = await openDatabase(databaseOptions(settings));
  const leases = metrics
    ? workerLeases({ database, ttlMs: settings.WORKER_LEASE_TTL_MS, metrics, logger })
    : undefined;
  const runner = await migratedProjectionRunner({ database, projections, logger, metrics, leases });
  return { database, runner, leases };
}

/** Stops cleanly on Ctrl+C or a container's SIGTERM. */
export function onShutdown(stop: () => Promise<void>): void {
  const shutdown = async (): Promise<void> => {
    await stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}
