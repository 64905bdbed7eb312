import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { optOutByEmailStreamId } from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { listOwnerIdsByEmail } from '@fairwrench/projections/vehicles/vehicles.query';
import { requestContext } from '@fairwrench/domain';
import { handleCommand, loadStream } from '@fairwrench/domain';
import { CLOCK, EVENT_STORE, SQL_CLIENT, type Clock } from '../../../shared/domain/tokens';
import { OptOutCommand } from '../../opt-out/opt-out.command';
import { openEmail, tokenHash } from '../email-seal';
import { confirmability, optOutByEmailDecider } from '@fairwrench/domain';
import {
  ConfirmOptOutByEmailCommand,
  type ConfirmationOutcome,
} from './confirm-opt-out-by-email.command';

/**
 * Opens the link: every owner whose vehicle records carry the address is opted out through
 * the owner's own opt-out decider, then the request is marked used. The opt-outs come first
 * and are idempotent, so a crash between the two leaves a link that still works and repeats
 * nothing; the answer never says how many owners, if any, were found.
 */
@CommandHandler(ConfirmOptOutByEmailCommand)
export class ConfirmOptOutByEmailHandler implements ICommandHandler<ConfirmOptOutByEmailCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  async execute({
    token,
    correlationId,
  }: ConfirmOptOutByEmailCommand): Promise<ConfirmationOutcome> {
    const now = this.clock();
    const streamId = optOutByEmailStreamId(tokenHash(token));
    const { state } = await loadStream(this.store, streamId, optOutByEmailDecider);
    const can = confirmability(state, now);
    if (can !== 'confirmable') return { outcome: can };
    if (state.status === 'none') return { outcome: 'unknown' };
    const email = openEmail(state.email, token, state.requestId);
    if (email === undefined) return { outcome: 'unknown' };

    const ownerIds = await listOwnerIdsByEmail(this.sql, email);
    for (const ownerId of ownerIds) {
      await this.commands.execute(new OptOutCommand(ownerId, 'email-request', correlationId));
    }
    await handleCommand(
      this.store,
      streamId,
      optOutByEmailDecider,
      { type: 'ConfirmOptOutByEmail', ownerIds, now },
      { context: requestContext(correlationId, now) },
    );
    return { outcome: 'confirmed', confirmedAt: now.toISOString() };
  }
}
