import type { Decider } from '../decider';
import { DomainError } from '../domain-error';
import {
  managedRepairStream,
  type ManagedRepairEvent,
  type ManagedRepairState,
} from './managed-repair-stream';

/** Everything the decision needs; the new id is chosen before deciding. */
export interface RequestManagedRepair {
  readonly type: 'RequestManagedRepair';
  readonly managedRepairId: string;
  readonly diagnosticId: string;
  readonly userId: string;
}

/**
 * Another owner's analysis, and one that does not exist, answer alike. Asking twice for the
 * same analysis is not an error: the owner double-clicked or came back, and the answer is the
 * repair that already exists (no new event).
 */
function decide(command: RequestManagedRepair, state: ManagedRepairState): ManagedRepairEvent[] {
  const { diagnostic, repair } = state;
  if (
    !diagnostic ||
    diagnostic.diagnosticId !== command.diagnosticId ||
    diagnostic.ownerId !== command.userId
  ) {
    throw new DomainError('not_found', 'Diagnostic not found');
  }
  if (repair.status !== 'none') return [];
  return [
    {
      type: 'ManagedRepairRequested',
      schemaVersion: 1,
      data: {
        managedRepairId: command.managedRepairId,
        diagnosticId: command.diagnosticId,
        issueId: diagnostic.issueId,
        userId: command.userId,
      },
    },
  ];
}

export const requestManagedRepairDecider: Decider<
  RequestManagedRepair,
  ManagedRepairState,
  ManagedRepairEvent
> = { ...managedRepairStream, decide };
