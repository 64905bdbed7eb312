import type { EventOfType } from '@fairwrench/contracts';
import type { ManagedRepairState } from '../managed-repair-stream';

/** Everything the decision needs; the new id and the diagnostic's issue are looked up first. */
export interface RequestManagedRepair {
  readonly type: 'RequestManagedRepair';
  readonly managedRepairId: string;
  readonly diagnosticId: string;
  readonly issueId: string;
  readonly userId: string;
}

/**
 * Asking twice for the same analysis is not an error: the owner double-clicked or came back,
 * and the answer is the repair that already exists (no new event).
 */
export type RequestDecision =
  | {
      readonly kind: 'new';
      readonly events: [Omit<EventOfType<'ManagedRepairRequested'>, 'metadata'>];
    }
  | { readonly kind: 'existing'; readonly managedRepairId: string };

export function decide(command: RequestManagedRepair, state: ManagedRepairState): RequestDecision {
  if (state.status !== 'none') return { kind: 'existing', managedRepairId: state.managedRepairId };
  const { managedRepairId, diagnosticId, issueId, userId } = command;
  return {
    kind: 'new',
    events: [
      {
        type: 'ManagedRepairRequested',
        schemaVersion: 1,
        data: { managedRepairId, diagnosticId, issueId, userId },
      },
    ],
  };
}
