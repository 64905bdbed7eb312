/** One message the product sends an owner: plain text, one recipient. */
export interface MailMessage {
  /**
   * The RFC 5322 Message-ID, made from the event the message answers, so a resend after a
   * crash carries the same id and mail clients can tell it is the same message.
   */
  readonly messageId: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** What the mail server (or the .eml file) said it did with the message. */
export interface SentMail {
  /** The server's reply (`250 OK: queued as …`) or the file it was written to. */
  readonly response: string;
  /** What was done, in the one line the mail worker logs: 'mail sent', or written to a file. */
  readonly done: string;
}

/**
 * The mail port (ADR 057): the mail worker hands it each message once. `send` throws a
 * `MailRejectedError` when the server refused the message for good (a 5xx reply: no such
 * mailbox); any other failure is the infrastructure's, and the worker retries it.
 */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

/** The server refused this message for good: retrying would be refused again. */
export class MailRejectedError extends Error {
  override readonly name = 'MailRejectedError';
}
