import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@fairwrench/event-store';
import { stamp } from '../../shared/domain/event-envelope';
import { CLOCK, EVENT_STORE, type Clock } from '../../shared/domain/tokens';
import { RecordShopsRecommendedCommand } from './record-shops-recommended.command';
import { decide, recommendationEventId } from './record-shops-recommended.decider';

/**
 * Appends with 'any': each list shown is its own fact, and no read model waits on it, so
 * there is nothing to wait for afterwards.
 */
@CommandHandler(RecordShopsRecommendedCommand)
export class RecordShopsRecommendedHandler implements ICommandHandler<RecordShopsRecommendedCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RecordShopsRecommendedCommand): Promise<void> {
    const [event] = decide({ type: 'RecordShopsRecommended', ...command });
    if (!event) return;
    const context = {
      correlationId: command.correlationId,
      causationId: null,
      now: this.clock(),
      newId: () => recommendationEventId(event),
    };
    await this.store.appendToStream(
      `shop-recommendations-${command.diagnosticId}`,
      stamp([event], context),
      'any',
    );
  }
}
