import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@fairwrench/event-store';
import { requestContext } from '@fairwrench/domain';
import { handleCommand } from '@fairwrench/domain';
import { CLOCK, EVENT_STORE, type Clock } from '../../shared/domain/tokens';
import { RecordShopsRecommendedCommand } from './record-shops-recommended.command';
import { recordShopsRecommendedDecider } from '@fairwrench/domain';

/** One stream per analysis holds every list its owner was shown; no read model waits on it. */
@CommandHandler(RecordShopsRecommendedCommand)
export class RecordShopsRecommendedHandler implements ICommandHandler<RecordShopsRecommendedCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RecordShopsRecommendedCommand): Promise<void> {
    const { diagnosticId, userId, zipCode, shopIds } = command;
    await handleCommand(
      this.store,
      `shop-recommendations-${diagnosticId}`,
      recordShopsRecommendedDecider,
      { type: 'RecordShopsRecommended', diagnosticId, userId, zipCode, shopIds },
      { context: requestContext(command.correlationId, this.clock()) },
    );
  }
}
