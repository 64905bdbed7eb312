/**
 * The managed-repairs read model's table: written by managed-repairs.projection.ts, read by
 * managed-repairs.query.ts.
 */
export const managedRepairsTable = 'rm_managed_repairs';

/**
 * A row of the table. The scheduling columns are null until the repair is scheduled.
 * Timestamps go in as ISO strings and come back as dates; `version` is a bigint, written and
 * read as a string.
 */
export interface ManagedRepairRow {
  managed_repair_id: string;
  diagnostic_id: string;
  issue_id: string;
  user_id: string;
  status: 'requested' | 'scheduled';
  phone_number: string | null;
  sms_consent_at: Date | string | null;
  preferred_date: Date | string | null;
  vehicle_zip_code: string | null;
  requested_at: Date | string;
  scheduled_at: Date | string | null;
  version: string;
}
