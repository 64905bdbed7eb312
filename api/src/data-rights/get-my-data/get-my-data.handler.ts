import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type {
  ConsentRecord,
  DiagnosticRecord,
  ManagedRepairView,
  MyData,
} from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { findDiagnostic } from '@fairwrench/projections/diagnostics/diagnostics.query';
import { findIssue, listOwnerIssueIds } from '@fairwrench/projections/issues/issues.query';
import { ownerLeadTrail } from '@fairwrench/projections/lead-trail/owner-lead-trail.query';
import { findManagedRepair } from '@fairwrench/projections/managed-repairs/managed-repairs.query';
import { listOwnerVehicles } from '@fairwrench/projections/vehicles/vehicles.query';
import { CLOCK, EVENT_STORE, SQL_CLIENT, type Clock } from '../../shared/domain/tokens';
import { loadOwnerConsents } from '../consents/load-owner-consents';
import { GetPrivacyChoicesQuery } from '../get-privacy-choices/get-privacy-choices.query';
import { consentRecords, optOutRecord } from './consent-records';
import { GetMyDataQuery } from './get-my-data.query';

/**
 * The owner's data export, read from the read models the product itself answers from, and
 * the leads from the compliance trail, so what the owner is told was shared is exactly what
 * compliance staff see.
 */
@QueryHandler(GetMyDataQuery)
export class GetMyDataHandler implements IQueryHandler<GetMyDataQuery> {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerId }: GetMyDataQuery): Promise<MyData> {
    const vehicles = await listOwnerVehicles(this.sql, ownerId);
    const issues = [];
    const analyses: DiagnosticRecord[] = [];
    const managedRepairs: ManagedRepairView[] = [];
    for (const issueId of await listOwnerIssueIds(this.sql, ownerId)) {
      const issue = await findIssue(this.sql, issueId, ownerId);
      if (issue) issues.push(issue);
      const analysis = await findDiagnostic(this.sql, { issueId }, ownerId);
      if (!analysis) continue;
      analyses.push(analysis);
      const repair = await findManagedRepair(
        this.sql,
        { diagnosticId: analysis.diagnosticId },
        ownerId,
      );
      if (repair) managedRepairs.push(repair);
    }
    const choices = await this.queries.execute(new GetPrivacyChoicesQuery(ownerId));
    const recorded = await loadOwnerConsents(this.store, this.sql, ownerId, { withRights: true });
    const consents: ConsentRecord[] = [
      ...consentRecords(recorded),
      ...(choices.saleAndSharingOptedOut && choices.optedOutAt
        ? [optOutRecord(choices.optedOutAt, choices.source)]
        : []),
    ];
    return {
      ownerId,
      exportedAt: this.clock().toISOString(),
      vehicles: vehicles.map(({ view }) => view),
      issues,
      analyses,
      managedRepairs,
      consents: consents.sort((a, b) => a.at.localeCompare(b.at)),
      leadsShared: await ownerLeadTrail(this.sql, ownerId),
    };
  }
}
