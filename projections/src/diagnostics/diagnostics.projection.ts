import { diagnosticProducedSchema, READ_MODELS } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { parseRecorded, perEvent, type Projection } from '../projection';

const { projection: id, table } = READ_MODELS.diagnostics;

/**
 * One row per analysis: what GET /api/diagnostics/{id} and /by-issue/{issueId} answer, and
 * what shop recommendations read (the vehicle's ZIP and powertrain, the issue type). Other
 * areas read these columns by name: change them only together with their readers.
 */
export const diagnosticsProjection: Projection = {
  subscriptionId: id,
  eventTypes: ['DiagnosticProduced'],

  async migrate(client: SqlClient) {
    await client.exec(`
      create table if not exists ${table} (
        diagnostic_id uuid primary key,
        issue_id uuid not null unique,
        user_id uuid not null,
        vehicle_id uuid not null,
        issue_type text not null,
        result_type text not null,
        results jsonb not null,
        zip_code text not null,
        powertrain text,
        produced_at timestamptz not null
      );`);
  },

  async truncate(tx: SqlClient) {
    await tx.exec(`truncate ${table}`);
  },

  handle: perEvent(async (event, tx) => {
    if (event.type !== 'DiagnosticProduced') return;
    const { data, metadata } = parseRecorded(diagnosticProducedSchema, event);
    // Every DiagnosticProduced the API writes names its vehicle and ZIP. One without them
    // would predate the API writing this event at all, and has no owner-facing flow to serve.
    if (!data.vehicleId || !data.issueType || !data.zipCode) return;
    await tx.query(
      `insert into ${table} (diagnostic_id, issue_id, user_id, vehicle_id, issue_type,
         result_type, results, zip_code, powertrain, produced_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict do nothing`,
      [
        data.diagnosticId,
        data.issueId,
        data.userId,
        data.vehicleId,
        data.issueType,
        data.resultType,
        JSON.stringify(data.results),
        data.zipCode,
        data.powertrain ?? null,
        metadata.occurredAt,
      ],
      'rm_diagnostics_insert',
    );
  }),
};
