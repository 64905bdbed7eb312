import { partnerShopListedSchema, READ_MODELS } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { parseRecorded, perEvent, type Projection } from '../projection';
import { shopsTable as table, type ShopRow } from './shops.table';

const id = READ_MODELS.shops.projection;

/**
 * The shop directory: one row per listed shop, its latest listing. The shop searches pick
 * candidates by a latitude/longitude box, then measure exact distances in the API.
 */
export const shopsProjection: Projection = {
  subscriptionId: id,
  eventTypes: ['PartnerShopListed'],

  async migrate(client: SqlClient) {
    await client.exec(`
      create table if not exists ${table} (
        shop_id text primary key,
        name text not null,
        address text not null,
        zip text not null,
        lat double precision not null,
        lon double precision not null,
        phone text not null,
        hours text not null,
        rating double precision not null,
        review_count integer not null,
        services jsonb not null,
        partner boolean not null,
        demo boolean not null,
        metro text not null,
        notes text not null,
        listed_at timestamptz not null,
        listed_tx numeric not null,
        listed_seq bigint not null
      );
      create index if not exists ${table}_lat_lon on ${table} (lat, lon);`);
  },

  async truncate(tx: SqlClient) {
    await tx.exec(`truncate ${table}`);
  },

  handle: perEvent(async (event, tx) => {
    if (event.type !== 'PartnerShopListed') return;
    const { data, metadata } = parseRecorded(partnerShopListedSchema, event);
    const row: ShopRow = {
      shop_id: data.shopId,
      name: data.name,
      address: data.address,
      zip: data.zip,
      lat: data.lat,
      lon: data.lon,
      phone: data.phone,
      hours: data.hours,
      rating: data.rating,
      review_count: data.reviewCount,
      services: data.services,
      partner: data.partner,
      demo: data.demo,
      metro: data.metro,
      notes: data.notes,
      listed_at: metadata.occurredAt,
      listed_tx: event.position.transactionId.toString(),
      listed_seq: event.position.sequence.toString(),
    };
    // The latest listing wins. Its log position orders listings, so an event applied again
    // (a replay, or a retried batch) never overwrites a newer listing with an older one.
    await tx.query(
      `insert into ${table} (shop_id, name, address, zip, lat, lon, phone, hours, rating,
         review_count, services, partner, demo, metro, notes, listed_at, listed_tx, listed_seq)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       on conflict (shop_id) do update set
         name = excluded.name, address = excluded.address, zip = excluded.zip,
         lat = excluded.lat, lon = excluded.lon, phone = excluded.phone, hours = excluded.hours,
         rating = excluded.rating, review_count = excluded.review_count,
         services = excluded.services, partner = excluded.partner, demo = excluded.demo,
         metro = excluded.metro, notes = excluded.notes, listed_at = excluded.listed_at,
         listed_tx = excluded.listed_tx, listed_seq = excluded.listed_seq
       where (${table}.listed_tx, ${table}.listed_seq) < (excluded.listed_tx, excluded.listed_seq)`,
      [
        row.shop_id,
        row.name,
        row.address,
        row.zip,
        row.lat,
        row.lon,
        row.phone,
        row.hours,
        row.rating,
        row.review_count,
        JSON.stringify(row.services),
        row.partner,
        row.demo,
        row.metro,
        row.notes,
        row.listed_at,
        row.listed_tx,
        row.listed_seq,
      ],
    );
  }),
};
