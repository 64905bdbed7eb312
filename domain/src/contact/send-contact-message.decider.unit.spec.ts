import type { Unstamped } from '../event-envelope';
import { deciderSpecification } from '../testing/decider-specification';
import { sendContactMessageDecider, type SendContactMessage } from './send-contact-message.decider';

const spec = deciderSpecification(sendContactMessageDecider);

const details = {
  fullName: 'Dana Ruiz',
  email: 'dana@example.com',
  subject: 'Question about my estimate',
  message: 'Is a fuel system flush needed at 60k miles?',
};

const command: SendContactMessage = {
  type: 'SendContactMessage',
  messageId: 'e3f4a5b6-c7d8-4e9f-8a1b-2c3d4e5f6071',
  details,
};

const received: Unstamped<'ContactMessageReceived'> = {
  type: 'ContactMessageReceived',
  schemaVersion: 1,
  data: { messageId: command.messageId, ...details },
};

describe('send contact message', () => {
  it('records the message as the sender wrote it', () => {
    spec.given([]).when(command).then([received]);
  });

  it('given the message was recorded, records nothing new', () => {
    spec.given([received]).when(command).thenNothing();
  });
});
