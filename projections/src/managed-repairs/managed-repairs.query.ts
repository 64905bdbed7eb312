import { managedRepairViewSchema, type ManagedRepairView } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { managedRepairsTable, type ManagedRepairRow } from './managed-repairs.table';

export type { ManagedRepairRow } from './managed-repairs.table';

type ViewRow = Omit<ManagedRepairRow, 'user_id' | 'sms_consent_at' | 'version'>;

const iso = (value: Date | string): string => new Date(value).toISOString();

function toView(row: ViewRow): ManagedRepairView {
  const common = {
    managedRepairId: row.managed_repair_id,
    diagnosticId: row.diagnostic_id,
    issueId: row.issue_id,
    requestedAt: iso(row.requested_at),
  };
  if (row.status === 'requested') return { ...common, status: 'requested' };
  return managedRepairViewSchema.parse({
    ...common,
    status: 'scheduled',
    phoneNumber: row.phone_number,
    smsOptIn: true,
    preferredDate: row.preferred_date === null ? null : iso(row.preferred_date),
    vehicleZipCode: row.vehicle_zip_code,
    scheduledAt: row.scheduled_at === null ? null : iso(row.scheduled_at),
  });
}

/** The owner's managed repair, by its id or its diagnostic; undefined for anyone else. */
export async function findManagedRepair(
  sql: SqlClient,
  by: { readonly managedRepairId: string } | { readonly diagnosticId: string },
  ownerId: string,
): Promise<ManagedRepairView | undefined> {
  const [column, id] =
    'managedRepairId' in by
      ? ['managed_repair_id', by.managedRepairId]
      : ['diagnostic_id', by.diagnosticId];
  const [row] = await sql.query<ViewRow>(
    `select managed_repair_id::text, diagnostic_id::text, issue_id::text, status, phone_number,
            preferred_date, vehicle_zip_code, requested_at, scheduled_at
     from ${managedRepairsTable} where ${column} = $1 and user_id = $2`,
    [id, ownerId],
  );
  return row ? toView(row) : undefined;
}
