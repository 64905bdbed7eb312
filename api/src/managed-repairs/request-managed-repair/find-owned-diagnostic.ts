import { READ_MODELS } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';

/**
 * The issue behind the owner's diagnostic, or undefined when it is not theirs. The
 * diagnostic-to-issue mapping and its owner live in the diagnostics read model; the issue
 * submit waits for that projection before answering, so the row is there by the time the
 * owner can ask for a managed repair.
 */
export async function findOwnedDiagnostic(
  sql: SqlClient,
  diagnosticId: string,
  ownerId: string,
): Promise<{ issueId: string } | undefined> {
  const [row] = await sql.query<{ issue_id: string }>(
    `select issue_id::text from ${READ_MODELS.diagnostics.table}
     where diagnostic_id = $1 and user_id = $2`,
    [diagnosticId, ownerId],
  );
  return row ? { issueId: row.issue_id } : undefined;
}
