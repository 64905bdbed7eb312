import {
  dataRightsStreamId,
  type ConsentPurpose,
  type ConsentWithdrawal,
} from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { handleCommand, requestContext, withdrawConsentDecider } from '@fairwrench/domain';
import type { Clock } from '../../../shared/domain/tokens';
import { loadOwnerConsents } from '../load-owner-consents';

/**
 * Records the withdrawal on the owner's data-rights stream, which the lead decider reads
 * itself (ADR 020, 025): no read model has to catch up before it counts. Asking again
 * answers the same withdrawal.
 */
export async function withdrawConsent(
  deps: { readonly store: EventStore; readonly sql: SqlClient; readonly clock: Clock },
  input: {
    readonly userId: string;
    readonly purpose: ConsentPurpose;
    readonly correlationId: string;
  },
): Promise<ConsentWithdrawal> {
  const { store, sql, clock } = deps;
  const { userId, purpose } = input;
  const given = await loadOwnerConsents(store, sql, userId, { withRights: false });
  const now = clock();
  const { newState } = await handleCommand(
    store,
    dataRightsStreamId(userId),
    withdrawConsentDecider,
    { type: 'WithdrawConsent', userId, purpose, source: 'owner-request' },
    { context: requestContext(input.correlationId, now), initialState: given },
  );
  const last = newState.withdrawals.filter((w) => w.purpose === purpose).at(-1)!;
  return {
    purpose,
    // Just recorded, its time is this call's; an earlier one keeps its own.
    withdrawnAt: last.withdrawnAt ?? now.toISOString(),
    consentIds: [...last.consentIds],
  };
}
