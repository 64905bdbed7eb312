import {
  shopCity,
  type ConsentRecord,
  type DiagnosticRecord,
  type ManagedRepairView,
  type MyData,
} from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { findDiagnostic } from '@fairwrench/projections/diagnostics/diagnostics.query';
import { findIssue, listOwnerIssueIds } from '@fairwrench/projections/issues/issues.query';
import { ownerLeadTrail } from '@fairwrench/projections/lead-trail/owner-lead-trail.query';
import { findManagedRepair } from '@fairwrench/projections/managed-repairs/managed-repairs.query';
import { findShopsById } from '@fairwrench/projections/shops/shops.query';
import { listOwnerVehicles } from '@fairwrench/projections/vehicles/vehicles.query';
import type { Clock } from '../../shared/domain/tokens';
import { loadOwnerConsents } from '../consents/load-owner-consents';
import { getPrivacyChoices } from '../get-privacy-choices/get-privacy-choices';
import { consentRecords, optOutRecord } from './consent-records';

/**
 * Right to know: the owner's data export, read from the read models the product itself
 * answers from, and the leads from the compliance trail, so what the owner is told was shared
 * is exactly what compliance staff see.
 */
export async function getMyData(
  deps: { readonly sql: SqlClient; readonly store: EventStore; readonly clock: Clock },
  input: { readonly ownerId: string },
): Promise<MyData> {
  const { sql, store, clock } = deps;
  const { ownerId } = input;
  const vehicles = await listOwnerVehicles(sql, ownerId);
  const issues = [];
  const analyses: DiagnosticRecord[] = [];
  const managedRepairs: ManagedRepairView[] = [];
  for (const issueId of await listOwnerIssueIds(sql, ownerId)) {
    const issue = await findIssue(sql, issueId, ownerId);
    if (issue) issues.push(issue);
    const analysis = await findDiagnostic(sql, { issueId }, ownerId);
    if (!analysis) continue;
    analyses.push(analysis);
    const repair = await findManagedRepair(sql, { diagnosticId: analysis.diagnosticId }, ownerId);
    if (repair) managedRepairs.push(repair);
  }
  const choices = await getPrivacyChoices({ store }, { userId: ownerId });
  const recorded = await loadOwnerConsents(store, sql, ownerId, { withRights: true });
  const consents: ConsentRecord[] = [
    ...consentRecords(recorded),
    ...(choices.saleAndSharingOptedOut && choices.optedOutAt
      ? [optOutRecord(choices.optedOutAt, choices.source)]
      : []),
  ];
  const leadsShared = await ownerLeadTrail(sql, ownerId);
  return {
    ownerId,
    exportedAt: clock().toISOString(),
    vehicles: vehicles.map(({ view }) => view),
    issues,
    analyses,
    managedRepairs,
    consents: consents.sort((a, b) => a.at.localeCompare(b.at)),
    leadsShared,
    shops: await namedShops(sql, leadsShared),
  };
}

/** The shops the owner's details went to, by name and city (issue 32: never by an id). */
async function namedShops(
  sql: SqlClient,
  leads: readonly { readonly shopId: string }[],
): Promise<MyData['shops']> {
  const shops = await findShopsById(sql, [...new Set(leads.map((lead) => lead.shopId))]);
  return Object.fromEntries(
    shops.map((shop) => [shop.id, { name: shop.name, city: shopCity(shop.address) }]),
  );
}
