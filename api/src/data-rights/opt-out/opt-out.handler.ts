import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dataRightsStreamId, type PrivacyChoices } from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import { requestContext } from '@fairwrench/domain';
import { handleCommand } from '@fairwrench/domain';
import { CLOCK, EVENT_STORE, type Clock } from '../../shared/domain/tokens';
import { OptOutCommand } from './opt-out.command';
import { optOutDecider } from '@fairwrench/domain';

/**
 * Records the opt-out on the owner's data-rights stream, which the lead decider and the
 * forwarder read directly (ADR 020, 022): no read model has to catch up before it counts.
 */
@CommandHandler(OptOutCommand)
export class OptOutHandler implements ICommandHandler<OptOutCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, source, correlationId }: OptOutCommand): Promise<PrivacyChoices> {
    const now = this.clock();
    const { newState, newEvents } = await handleCommand(
      this.store,
      dataRightsStreamId(userId),
      optOutDecider,
      { type: 'OptOutOfSaleAndSharing', userId, source, now },
      { context: requestContext(correlationId, now) },
    );
    // Just recorded: its time is this call's.
    return newEvents.length > 0 ? { ...newState, optedOutAt: now.toISOString() } : newState;
  }
}
