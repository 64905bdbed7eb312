import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailMessage, Mailer, SentMail } from './mailer';

export interface MailLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/** The Message-ID without its angle brackets and with nothing a file name cannot hold. */
function fileNameOf(message: MailMessage): string {
  return `${message.messageId.replace(/[^\w.@-]/g, '')}.eml`;
}

/**
 * The embedded default, without `SMTP_URL` (ADR 057): each message is built as an SMTP server
 * would receive it and written to `<DATA_DIR>/mail/<message id>.eml`, which any mail client
 * opens, and the path is logged. Writing the same message again overwrites its file.
 */
export class EmlFileMailer implements Mailer {
  private readonly builder = createTransport({ streamTransport: true, buffer: true });

  constructor(
    private readonly directory: string,
    private readonly from: string,
    private readonly logger?: MailLogger,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    const built = await this.builder.sendMail({ from: this.from, ...message });
    await mkdir(this.directory, { recursive: true });
    const path = join(this.directory, fileNameOf(message));
    await writeFile(path, built.message as Buffer);
    this.logger?.info(
      { path, subject: message.subject },
      'no SMTP_URL: the message was written as a file instead of sent',
    );
    return { response: `written to ${path}` };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
