import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactResponse } from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import { requestContext, stamp } from '../../shared/domain/event-envelope';
import { CLOCK, EVENT_STORE, type Clock } from '../../shared/domain/tokens';
import { decide } from './send-contact-message.decider';
import { SendContactMessageCommand } from './send-contact-message.command';

/** Each message is its own stream; support reads them from the log, no read model waits. */
@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ details, correlationId }: SendContactMessageCommand): Promise<ContactResponse> {
    const messageId = randomUUID();
    const events = decide({ type: 'SendContactMessage', messageId, details });
    const context = requestContext(correlationId, this.clock());
    await this.store.appendToStream(
      `contact-message-${messageId}`,
      stamp(events, context),
      'no_stream',
    );
    return { messageId };
  }
}
