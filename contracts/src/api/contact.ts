import { z } from 'zod';
import { nonBlankText } from './common-fields';
import { emailAddress, personName } from './vehicle-info';

export const contactMessages = {
  subject: 'Please enter a subject',
  subjectTooLong: 'Subject must be at most 200 characters',
  message: 'Please enter a message',
  messageTooLong: 'Message must be at most 5000 characters',
} as const;

const m = contactMessages;

/** POST /api/contact. All four fields are required (section 5). */
export const contactRequestSchema = z.strictObject({
  fullName: personName,
  email: emailAddress,
  subject: nonBlankText(m.subject, 200, m.subjectTooLong),
  message: nonBlankText(m.message, 5000, m.messageTooLong),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The form has the same fields and rules as the wire, so it is the same schema. */
export const contactFormSchema = contactRequestSchema;
export type ContactFormValues = ContactRequest;
export { contactFormDefaults } from './contact-defaults';

/** The client checks only the status; the id lets support find the message. */
export const contactResponseSchema = z.strictObject({
  messageId: z.uuid(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
