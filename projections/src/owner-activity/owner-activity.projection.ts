import {
  issueSubmittedSchema,
  managedRepairRequestedSchema,
  READ_MODELS,
  vehicleRegisteredSchema,
} from '@fairwrench/contracts';
import type { RecordedEvent, SqlClient } from '@fairwrench/event-store';
import { erasedOwner } from '../owner-erasure';
import { parseRecorded, perEvent, type Projection } from '../projection';
import { ownerActivityTable as table } from './owner-activity.table';

/** The owner and the time of an event that shows them coming back, if it is one. */
function activityOf(event: RecordedEvent): { userId: string; at: string } | undefined {
  switch (event.type) {
    case 'VehicleRegistered': {
      const { data, metadata } = parseRecorded(vehicleRegisteredSchema, event);
      return { userId: data.userId, at: metadata.occurredAt };
    }
    case 'IssueSubmitted': {
      const { data, metadata } = parseRecorded(issueSubmittedSchema, event);
      return { userId: data.userId, at: metadata.occurredAt };
    }
    case 'ManagedRepairRequested': {
      const { data, metadata } = parseRecorded(managedRepairRequestedSchema, event);
      return { userId: data.userId, at: metadata.occurredAt };
    }
    default:
      return undefined;
  }
}

/**
 * When each owner last came back (a vehicle registered, an issue submitted, a repair asked
 * for), and whether they were erased: what the retention job reads (docs/privacy.md).
 */
export const ownerActivityProjection: Projection = {
  subscriptionId: READ_MODELS.ownerActivity.projection,
  eventTypes: ['VehicleRegistered', 'IssueSubmitted', 'ManagedRepairRequested', 'OwnerErased'],

  async migrate(client: SqlClient) {
    await client.exec(`
      create table if not exists ${table} (
        user_id uuid primary key,
        last_seen_at timestamptz not null,
        erased boolean not null default false
      );
      create index if not exists ${table}_due on ${table} (last_seen_at) where not erased;`);
  },

  async truncate(tx: SqlClient) {
    await tx.exec(`truncate ${table}`);
  },

  handle: perEvent(async (event, tx) => {
    if (event.type === 'OwnerErased') {
      await tx.query(
        `insert into ${table} (user_id, last_seen_at, erased) values ($1, $2, true)
         on conflict (user_id) do update set erased = true`,
        [erasedOwner(event), event.metadata.occurredAt],
      );
      return;
    }
    const activity = activityOf(event);
    if (!activity) return;
    // Replays and out-of-order times keep the latest.
    await tx.query(
      `insert into ${table} (user_id, last_seen_at) values ($1, $2)
       on conflict (user_id) do update
         set last_seen_at = greatest(${table}.last_seen_at, excluded.last_seen_at)`,
      [activity.userId, activity.at],
    );
  }),
};
