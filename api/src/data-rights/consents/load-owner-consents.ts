import { dataRightsStreamId } from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { findDiagnostic } from '@fairwrench/projections/diagnostics/diagnostics.query';
import { listOwnerIssueIds } from '@fairwrench/projections/issues/issues.query';
import { listOwnerVehicles } from '@fairwrench/projections/vehicles/vehicles.query';
import { leadStreamId, managedRepairStreamId } from '@fairwrench/domain';
import { loadStream } from '@fairwrench/domain';
import { noConsents, ownerConsentsFold, type OwnerConsents } from '@fairwrench/domain';

/**
 * The streams that record the owner's consents: each vehicle's (the terms, and before ADR 059
 * their lead-sharing clause), each issue's leads (the consent each shop request gave) and each
 * analysis's managed repair (calls and texts). The read models only say which streams are the
 * owner's; the consents are read from the streams themselves.
 */
export async function ownerConsentStreams(sql: SqlClient, ownerId: string): Promise<string[]> {
  const vehicles = await listOwnerVehicles(sql, ownerId);
  const issues: string[] = [];
  for (const issueId of await listOwnerIssueIds(sql, ownerId)) {
    issues.push(leadStreamId(issueId));
    const analysis = await findDiagnostic(sql, { issueId }, ownerId);
    if (analysis) issues.push(managedRepairStreamId(analysis.diagnosticId));
  }
  return [...vehicles.map(({ view }) => `vehicle-${view.vehicleId}`), ...issues];
}

/** Every consent the owner gave, folded stream by stream; `withRights` adds the withdrawals. */
export async function loadOwnerConsents(
  store: EventStore,
  sql: SqlClient,
  ownerId: string,
  options: { readonly withRights: boolean },
): Promise<OwnerConsents> {
  const streams = await ownerConsentStreams(sql, ownerId);
  if (options.withRights) streams.push(dataRightsStreamId(ownerId));
  let state = noConsents();
  for (const streamId of streams) {
    state = (await loadStream(store, streamId, ownerConsentsFold, state)).state;
  }
  return state;
}
