import { decide } from './send-contact-message.decider';

describe('send contact message', () => {
  it('records the message as the sender wrote it', () => {
    const details = {
      fullName: 'Dana Ruiz',
      email: 'dana@example.com',
      subject: 'Question about my estimate',
      message: 'Is a fuel system flush needed at 60k miles?',
    };

    const [event] = decide({
      type: 'SendContactMessage',
      messageId: 'e3f4a5b6-c7d8-4e9f-8a1b-2c3d4e5f6071',
      details,
    });

    expect(event).toEqual({
      type: 'ContactMessageReceived',
      schemaVersion: 1,
      data: { messageId: 'e3f4a5b6-c7d8-4e9f-8a1b-2c3d4e5f6071', ...details },
    });
  });
});
