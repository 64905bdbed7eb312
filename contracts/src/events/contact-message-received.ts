import { z } from 'zod';
import { defineEvent } from './envelope';

/** Someone wrote to support through the contact form; no account is needed to do so. */
export const contactMessageReceivedSchema = defineEvent(
  'ContactMessageReceived',
  1,
  z.strictObject({
    messageId: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
  }),
);
export type ContactMessageReceived = z.infer<typeof contactMessageReceivedSchema>;
