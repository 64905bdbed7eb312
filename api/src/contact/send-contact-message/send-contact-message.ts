import { randomUUID } from 'node:crypto';
import type { ContactRequest, ContactResponse } from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import { handleCommand, requestContext, sendContactMessageDecider } from '@fairwrench/domain';
import type { Clock } from '../../shared/domain/tokens';

/** A message to support, in a stream of its own; support reads the log, no read model waits. */
export async function sendContactMessage(
  deps: { readonly store: EventStore; readonly clock: Clock },
  input: { readonly details: ContactRequest; readonly correlationId: string },
): Promise<ContactResponse> {
  const messageId = randomUUID();
  await handleCommand(
    deps.store,
    `contact-message-${messageId}`,
    sendContactMessageDecider,
    { type: 'SendContactMessage', messageId, details: input.details },
    { context: requestContext(input.correlationId, deps.clock()) },
  );
  return { messageId };
}
