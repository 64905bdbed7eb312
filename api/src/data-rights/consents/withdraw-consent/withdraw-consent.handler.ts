import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dataRightsStreamId, type ConsentWithdrawal } from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { requestContext } from '@fairwrench/domain';
import { handleCommand } from '@fairwrench/domain';
import { CLOCK, EVENT_STORE, SQL_CLIENT, type Clock } from '../../../shared/domain/tokens';
import { loadOwnerConsents } from '../load-owner-consents';
import { WithdrawConsentCommand } from './withdraw-consent.command';
import { withdrawConsentDecider } from '@fairwrench/domain';

/**
 * Records the withdrawal on the owner's data-rights stream, which the lead decider reads
 * itself (ADR 020, 025): no read model has to catch up before it counts.
 */
@CommandHandler(WithdrawConsentCommand)
export class WithdrawConsentHandler implements ICommandHandler<WithdrawConsentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, purpose, correlationId }: WithdrawConsentCommand) {
    const given = await loadOwnerConsents(this.store, this.sql, userId, { withRights: false });
    const now = this.clock();
    const { newState } = await handleCommand(
      this.store,
      dataRightsStreamId(userId),
      withdrawConsentDecider,
      { type: 'WithdrawConsent', userId, purpose, source: 'owner-request' },
      { context: requestContext(correlationId, now), initialState: given },
    );
    const last = newState.withdrawals.filter((w) => w.purpose === purpose).at(-1)!;
    return {
      purpose,
      // Just recorded, its time is this call's; an earlier one keeps its own.
      withdrawnAt: last.withdrawnAt ?? now.toISOString(),
      consentIds: [...last.consentIds],
    } satisfies ConsentWithdrawal;
  }
}
