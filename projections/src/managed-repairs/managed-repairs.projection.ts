import {
  ERASED,
  READ_MODELS,
  managedRepairRequestedSchema,
  managedRepairScheduledSchema,
} from '@fairwrench/contracts';
import type { RecordedEvent, SqlClient } from '@fairwrench/event-store';
import { erasedOwner } from '../owner-erasure';
import { parseRecorded, perEvent, type Projection } from '../projection';
import { managedRepairsTable as table } from './managed-repairs.table';

const id = READ_MODELS.managedRepairs.projection;

/**
 * One row per managed repair: what GET /api/managed-repairs/by-diagnostic answers and what
 * PATCH uses to find the repair's stream. `version` is the stream position of the last event
 * applied, so a replayed or out-of-date event leaves the row as it is.
 */
export const managedRepairsProjection: Projection = {
  subscriptionId: id,
  eventTypes: ['ManagedRepairRequested', 'ManagedRepairScheduled', 'OwnerErased'],

  async migrate(client: SqlClient) {
    await client.exec(`
      create table if not exists ${table} (
        managed_repair_id uuid primary key,
        diagnostic_id uuid not null unique,
        issue_id uuid not null,
        user_id uuid not null,
        status text not null,
        phone_number text,
        sms_consent_at timestamptz,
        preferred_date timestamptz,
        vehicle_zip_code text,
        requested_at timestamptz not null,
        scheduled_at timestamptz,
        version bigint not null
      );
      create index if not exists ${table}_user_id on ${table} (user_id);`);
  },

  async truncate(tx: SqlClient) {
    await tx.exec(`truncate ${table}`);
  },

  handle: perEvent(async (event, tx) => {
    if (event.type === 'OwnerErased') await erased(event, tx);
    else if (event.type === 'ManagedRepairRequested') await requested(event, tx);
    else if (event.type === 'ManagedRepairScheduled') await scheduled(event, tx);
  }),
};

/** The phone number goes; the booking's facts stay. */
async function erased(event: RecordedEvent, tx: SqlClient): Promise<void> {
  await tx.query(
    `update ${table} set phone_number = $2 where user_id = $1 and phone_number is not null`,
    [erasedOwner(event), ERASED],
  );
}

async function requested(event: RecordedEvent, tx: SqlClient): Promise<void> {
  const { data, metadata } = parseRecorded(managedRepairRequestedSchema, event);
  await tx.query(
    `insert into ${table}
       (managed_repair_id, diagnostic_id, issue_id, user_id, status, requested_at, version)
     values ($1, $2, $3, $4, 'requested', $5, $6)
     on conflict do nothing`,
    [
      data.managedRepairId,
      data.diagnosticId,
      data.issueId,
      data.userId,
      metadata.occurredAt,
      String(event.streamPosition),
    ],
  );
}

async function scheduled(event: RecordedEvent, tx: SqlClient): Promise<void> {
  const { data, metadata } = parseRecorded(managedRepairScheduledSchema, event);
  await tx.query(
    `update ${table}
     set status = 'scheduled', phone_number = $2, sms_consent_at = $3, preferred_date = $4,
         vehicle_zip_code = $5, scheduled_at = $6, version = $7
     where managed_repair_id = $1 and version < $7`,
    [
      data.managedRepairId,
      data.phoneNumber,
      data.smsConsent.givenAt,
      data.preferredDate,
      data.vehicleZipCode,
      metadata.occurredAt,
      String(event.streamPosition),
    ],
  );
}
