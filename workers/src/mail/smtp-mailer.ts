import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { MailRejectedError, type MailMessage, type Mailer, type SentMail } from './mailer';

/** How long one attempt may wait on the server before the worker retries with back-off. */
const TIMEOUT_MS = 10_000;

/** A reply code that says the message itself was refused for good (550 no such mailbox). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Sends through an SMTP server named by `SMTP_URL` (`smtp://user:pass@host:587`, or
 * `smtps://` for TLS from the start), with nodemailer. One connection per message keeps it
 * simple; the volume is a few messages per owner.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    this.transport = createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      ...(url.username
        ? {
            auth: {
              user: decodeURIComponent(url.username),
              pass: decodeURIComponent(url.password),
            },
          }
        : {}),
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
  }

  async send(message: MailMessage): Promise<SentMail> {
    try {
      const info = await this.transport.sendMail({ from: this.from, ...message });
      return { response: info.response, done: 'mail sent' };
    } catch (error) {
      if (isPermanent(error)) throw new MailRejectedError(String(error), { cause: error });
      throw error;
    }
  }

  close(): Promise<void> {
    this.transport.close();
    return Promise.resolve();
  }
}
