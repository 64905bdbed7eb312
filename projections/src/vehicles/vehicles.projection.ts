import { ERASED, READ_MODELS, vehicleRegisteredSchema } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { erasedOwner } from '../owner-erasure';
import { parseRecorded, perEvent, type Projection } from '../projection';
import { vehiclesTable as table, type VehicleRow } from './vehicles.table';

const id = READ_MODELS.vehicles.projection;

/** One row per registered vehicle: what GET /api/vehicles/{vehicleId} answers. */
export const vehiclesProjection: Projection = {
  subscriptionId: id,
  eventTypes: ['VehicleRegistered', 'OwnerErased'],

  async migrate(client: SqlClient) {
    await client.exec(`
      create table if not exists ${table} (
        vehicle_id uuid primary key,
        user_id uuid not null,
        owner jsonb not null,
        vehicle jsonb not null,
        terms_version text not null,
        terms_accepted_at timestamptz not null,
        registered_at timestamptz not null
      );
      create index if not exists ${table}_user_id on ${table} (user_id);`);
  },

  async truncate(tx: SqlClient) {
    await tx.exec(`truncate ${table}`);
  },

  handle: perEvent(async (event, tx) => {
    if (event.type === 'OwnerErased') {
      await tx.query(
        `update ${table} set owner = owner || jsonb_build_object('name', $2::text, 'email', $2::text)
         where user_id = $1`,
        [erasedOwner(event), ERASED],
      );
      return;
    }
    if (event.type !== 'VehicleRegistered') return;
    const { data, metadata } = parseRecorded(vehicleRegisteredSchema, event);
    const row: VehicleRow = {
      vehicle_id: data.vehicleId,
      user_id: data.userId,
      owner: data.owner,
      vehicle: data.vehicle,
      terms_version: data.termsConsent.version,
      terms_accepted_at: data.termsConsent.acceptedAt,
      registered_at: metadata.occurredAt,
    };
    // A replayed event finds its row already there: the first write wins, unchanged.
    await tx.query(
      `insert into ${table}
         (vehicle_id, user_id, owner, vehicle, terms_version, terms_accepted_at, registered_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (vehicle_id) do nothing`,
      [
        row.vehicle_id,
        row.user_id,
        JSON.stringify(row.owner),
        JSON.stringify(row.vehicle),
        row.terms_version,
        row.terms_accepted_at,
        row.registered_at,
      ],
    );
  }),
};
