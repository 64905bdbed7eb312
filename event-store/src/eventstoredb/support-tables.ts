import { leasesDdl } from '../leases/lease';
import { workerRosterDdl } from '../leases/worker-roster';
import { dataKeysDdl } from '../personal-data/data-keys';
import { applySchema, checkpointsDdl } from '../schema';
import type { SqlClient } from '../sql-client';

/**
 * The tables an EventStoreDB-backed deployment keeps in the read model's SQL database:
 * subscription checkpoints, the workers' leases (ADR 033) and the personal-data keys (never in
 * the immutable log).
 */
export async function migrateEventStoreDbSupport(client: SqlClient): Promise<void> {
  await applySchema(client, checkpointsDdl, dataKeysDdl, leasesDdl, workerRosterDdl);
}
