import { ERASED, issueSubmittedSchema, READ_MODELS } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { erasedOwner } from '../owner-erasure';
import { parseRecorded, perEvent, type Projection } from '../projection';
import { issuesTable as table, type IssueRow } from './issues.table';

const id = READ_MODELS.issues.projection;

/** One row per submitted issue: what GET /api/issues/{issueId} and its photos answer. */
export const issuesProjection: Projection = {
  subscriptionId: id,
  eventTypes: ['IssueSubmitted', 'OwnerErased'],

  async migrate(client: SqlClient) {
    await client.exec(`
      create table if not exists ${table} (
        issue_id uuid primary key,
        user_id uuid not null,
        vehicle_id uuid not null,
        issue_type text not null,
        description text not null,
        photos jsonb not null,
        submitted_at timestamptz not null
      );`);
  },

  async truncate(tx: SqlClient) {
    await tx.exec(`truncate ${table}`);
  },

  handle: perEvent(async (event, tx) => {
    if (event.type === 'OwnerErased') {
      // The description and every photo's digest and file name, as the erased log reads them.
      await tx.query(
        `update ${table} set description = $2,
           photos = (select coalesce(jsonb_agg(photo || jsonb_build_object('sha256', $2::text, 'filename', $2::text)
                                               order by position), '[]'::jsonb)
                     from jsonb_array_elements(photos) with ordinality as p(photo, position))
         where user_id = $1`,
        [erasedOwner(event), ERASED],
      );
      return;
    }
    if (event.type !== 'IssueSubmitted') return;
    const { data, metadata } = parseRecorded(issueSubmittedSchema, event);
    const row: IssueRow = {
      issue_id: data.issueId,
      user_id: data.userId,
      vehicle_id: data.vehicleId,
      issue_type: data.issueType,
      description: data.description,
      photos: data.photos,
      submitted_at: metadata.occurredAt,
    };
    // A replayed event finds its row already there: the first write wins, unchanged.
    await tx.query(
      `insert into ${table}
         (issue_id, user_id, vehicle_id, issue_type, description, photos, submitted_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (issue_id) do nothing`,
      [
        row.issue_id,
        row.user_id,
        row.vehicle_id,
        row.issue_type,
        row.description,
        JSON.stringify(row.photos),
        row.submitted_at,
      ],
      'rm_issues_insert',
    );
  }),
};
