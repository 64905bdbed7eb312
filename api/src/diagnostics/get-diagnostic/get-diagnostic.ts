import type { DiagnosticRecord } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import {
  findDiagnostic,
  type DiagnosticKey,
} from '@fairwrench/projections/diagnostics/diagnostics.query';

/** Undefined when the diagnostic does not exist or belongs to someone else. */
export function getDiagnostic(
  deps: { readonly sql: SqlClient },
  input: { readonly key: DiagnosticKey; readonly ownerId: string },
): Promise<DiagnosticRecord | undefined> {
  return findDiagnostic(deps.sql, input.key, input.ownerId);
}
