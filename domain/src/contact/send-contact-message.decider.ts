import type { ContactRequest } from '@fairwrench/contracts';
import type { Decider } from '../decider';
import type { Unstamped } from '../event-envelope';

export interface SendContactMessage {
  readonly type: 'SendContactMessage';
  readonly messageId: string;
  readonly details: ContactRequest;
}

type ContactEvent = Unstamped<'ContactMessageReceived'>;

type ContactState = { readonly received: boolean };

function evolve(state: ContactState, event: ContactEvent): ContactState {
  const { type } = event;
  switch (type) {
    case 'ContactMessageReceived':
      return { received: true };
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/** Anyone may write to support, with or without a session: the message is kept as written. */
function decide(command: SendContactMessage, state: ContactState): ContactEvent[] {
  if (state.received) return [];
  const { fullName, email, subject, message } = command.details;
  return [
    {
      type: 'ContactMessageReceived',
      schemaVersion: 1,
      data: { messageId: command.messageId, fullName, email, subject, message },
    },
  ];
}

/** Each message is a stream of its own. */
export const sendContactMessageDecider: Decider<SendContactMessage, ContactState, ContactEvent> = {
  eventTypes: ['ContactMessageReceived'],
  initialState: () => ({ received: false }),
  evolve,
  decide,
};
