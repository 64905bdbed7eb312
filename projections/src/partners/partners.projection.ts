import {
  READ_MODELS,
  partnerAccessGrantedSchema,
  partnerAccessRevokedSchema,
} from '@fairwrench/contracts';
import type { RecordedEvent, SqlClient } from '@fairwrench/event-store';
import { parseRecorded, perEvent, type Projection } from '../projection';
import { partnersTable as table } from './partners.table';

/**
 * One row per partner shop with access to the broker: what the forwarder checks before it
 * publishes (a lead for a shop without access is parked) and what `npm run partners -- list`
 * shows. `version` is the stream position of the last event applied.
 */
export const partnersProjection: Projection = {
  subscriptionId: READ_MODELS.partners.projection,
  eventTypes: ['PartnerAccessGranted', 'PartnerAccessRevoked'],

  async migrate(client: SqlClient) {
    await client.exec(`
      create table if not exists ${table} (
        shop_id text primary key,
        principal text not null,
        topic text not null,
        status text not null,
        granted_at timestamptz not null,
        granted_by text not null,
        revoked_at timestamptz,
        version bigint not null
      );`);
  },

  async truncate(tx: SqlClient) {
    await tx.exec(`truncate ${table}`);
  },

  handle: perEvent(async (event, tx) => {
    if (event.type === 'PartnerAccessGranted') await granted(event, tx);
    else if (event.type === 'PartnerAccessRevoked') await revoked(event, tx);
  }),
};

async function granted(event: RecordedEvent, tx: SqlClient): Promise<void> {
  const { data, metadata } = parseRecorded(partnerAccessGrantedSchema, event);
  await tx.query(
    `insert into ${table} (shop_id, principal, topic, status, granted_at, granted_by, version)
     values ($1, $2, $3, 'active', $4, $5, $6)
     on conflict (shop_id) do update
       set principal = excluded.principal, topic = excluded.topic, status = 'active',
           granted_at = excluded.granted_at, granted_by = excluded.granted_by,
           revoked_at = null, version = excluded.version
       where ${table}.version < excluded.version`,
    [
      data.shopId,
      data.principal,
      data.topic,
      metadata.occurredAt,
      data.grantedBy,
      String(event.streamPosition),
    ],
  );
}

async function revoked(event: RecordedEvent, tx: SqlClient): Promise<void> {
  const { data, metadata } = parseRecorded(partnerAccessRevokedSchema, event);
  await tx.query(
    `update ${table} set status = 'revoked', revoked_at = $2, version = $3
     where shop_id = $1 and version < $3`,
    [data.shopId, metadata.occurredAt, String(event.streamPosition)],
  );
}
