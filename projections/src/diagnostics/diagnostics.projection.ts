import {
  diagnosticProducedSchema,
  ERASED,
  PERSONAL_DATA,
  READ_MODELS,
} from '@fairwrench/contracts';
import { replacePersonalFields, type SqlClient } from '@fairwrench/event-store';
import { erasedOwner } from '../owner-erasure';
import { parseRecorded, perEvent, type Projection } from '../projection';
import { diagnosticsTable as table, type DiagnosticRow } from './diagnostics.table';

const id = READ_MODELS.diagnostics.projection;

/**
 * One row per analysis: what GET /api/diagnostics/{id} and /by-issue/{issueId} answer, and
 * what shop recommendations read (the vehicle's ZIP and powertrain, the issue type). Every
 * read of these columns is in diagnostics.query.ts.
 */
export const diagnosticsProjection: Projection = {
  subscriptionId: id,
  eventTypes: ['DiagnosticProduced', 'OwnerErased'],

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
    if (event.type === 'OwnerErased') {
      await eraseOwnersWords(tx, erasedOwner(event));
      return;
    }
    if (event.type !== 'DiagnosticProduced') return;
    const { data, metadata } = parseRecorded(diagnosticProducedSchema, event);
    // Every DiagnosticProduced the API writes names its vehicle and ZIP. One without them
    // would predate the API writing this event at all, and has no owner-facing flow to serve.
    if (!data.vehicleId || !data.issueType || !data.zipCode) return;
    const row: DiagnosticRow = {
      diagnostic_id: data.diagnosticId,
      issue_id: data.issueId,
      user_id: data.userId,
      vehicle_id: data.vehicleId,
      issue_type: data.issueType,
      result_type: data.resultType,
      results: data.results,
      zip_code: data.zipCode,
      powertrain: data.powertrain ?? null,
      produced_at: metadata.occurredAt,
    };
    await tx.query(
      `insert into ${table} (diagnostic_id, issue_id, user_id, vehicle_id, issue_type,
         result_type, results, zip_code, powertrain, produced_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict do nothing`,
      [
        row.diagnostic_id,
        row.issue_id,
        row.user_id,
        row.vehicle_id,
        row.issue_type,
        row.result_type,
        JSON.stringify(row.results),
        row.zip_code,
        row.powertrain,
        row.produced_at,
      ],
      'rm_diagnostics_insert',
    );
  }),
};

/**
 * Overwrites what the analyses copied from an erased owner's words (the fields
 * `PERSONAL_DATA.DiagnosticProduced` names) with `ERASED`, as a rebuild would read them.
 */
async function eraseOwnersWords(tx: SqlClient, userId: string): Promise<void> {
  const fields = PERSONAL_DATA.DiagnosticProduced!.fields;
  const rows = await tx.query<{ diagnostic_id: string; results: unknown }>(
    `select diagnostic_id::text, results from ${table} where user_id = $1`,
    [userId],
  );
  for (const row of rows) {
    const { results } = replacePersonalFields({ results: row.results }, fields, ERASED) as {
      results: unknown;
    };
    await tx.query(`update ${table} set results = $2 where diagnostic_id = $1`, [
      row.diagnostic_id,
      JSON.stringify(results),
    ]);
  }
}
