import { randomUUID } from 'node:crypto';
import { READ_MODELS } from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { findDiagnosticIssue } from '@fairwrench/projections/diagnostics/diagnostics.query';
import {
  DomainError,
  handleCommand,
  loadStream,
  managedRepairStreamId,
  requestContext,
  type ReadModelProgress,
} from '@fairwrench/domain';
import type { Clock } from '../../shared/domain/tokens';
import { requestManagedRepairDecider } from '@fairwrench/domain';

interface RequestManagedRepairDeps {
  readonly store: EventStore;
  readonly sql: SqlClient;
  readonly progress: ReadModelProgress;
  readonly clock: Clock;
}

interface RequestManagedRepairResult {
  readonly managedRepairId: string;
  /** False when the analysis already had a managed repair and this is it. */
  readonly created: boolean;
}

/** One managed repair per analysis, requested by the analysis's owner only. */
export async function requestManagedRepair(
  deps: RequestManagedRepairDeps,
  input: { readonly diagnosticId: string; readonly userId: string; readonly correlationId: string },
): Promise<RequestManagedRepairResult> {
  const { diagnosticId, userId } = input;
  const { newState, newEvents } = await handleCommand(
    deps.store,
    managedRepairStreamId(diagnosticId),
    requestManagedRepairDecider,
    { type: 'RequestManagedRepair', managedRepairId: randomUUID(), diagnosticId, userId },
    {
      context: requestContext(input.correlationId, deps.clock()),
      initialState: await analysis(deps, diagnosticId),
      readModels: { progress: deps.progress, projections: [READ_MODELS.managedRepairs.projection] },
    },
  );
  if (newState.repair.status === 'none') throw new DomainError('conflict', 'Please try again');
  return { managedRepairId: newState.repair.managedRepairId, created: newEvents.length > 0 };
}

/**
 * The analysis's own events, which say whose it is. Only the diagnostics read model knows
 * which issue stream holds a diagnostic; an unknown id leaves the state empty, and the
 * decider refuses it.
 */
async function analysis(deps: RequestManagedRepairDeps, diagnosticId: string) {
  const found = await findDiagnosticIssue(deps.sql, diagnosticId);
  if (!found) return undefined;
  const issue = await loadStream(deps.store, `issue-${found.issueId}`, requestManagedRepairDecider);
  return issue.state;
}
