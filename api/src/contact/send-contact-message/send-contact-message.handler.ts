import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactResponse } from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import { requestContext } from '@fairwrench/domain';
import { handleCommand } from '@fairwrench/domain';
import { CLOCK, EVENT_STORE, type Clock } from '../../shared/domain/tokens';
import { sendContactMessageDecider } from '@fairwrench/domain';
import { SendContactMessageCommand } from './send-contact-message.command';

/** Support reads the messages from the log; no read model waits. */
@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ details, correlationId }: SendContactMessageCommand): Promise<ContactResponse> {
    const messageId = randomUUID();
    await handleCommand(
      this.store,
      `contact-message-${messageId}`,
      sendContactMessageDecider,
      { type: 'SendContactMessage', messageId, details },
      { context: requestContext(correlationId, this.clock()) },
    );
    return { messageId };
  }
}
