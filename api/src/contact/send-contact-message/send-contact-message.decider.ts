import type { ContactRequest, EventOfType } from '@fairwrench/contracts';

export interface SendContactMessage {
  readonly type: 'SendContactMessage';
  readonly messageId: string;
  readonly details: ContactRequest;
}

/** Anyone may write to support, with or without a session: the message is kept as written. */
export function decide(
  command: SendContactMessage,
): [Omit<EventOfType<'ContactMessageReceived'>, 'metadata'>] {
  const { fullName, email, subject, message } = command.details;
  return [
    {
      type: 'ContactMessageReceived',
      schemaVersion: 1,
      data: { messageId: command.messageId, fullName, email, subject, message },
    },
  ];
}
