import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailMessage, Mailer, SentMail } from './mailer';

export interface MailLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export const WRITTEN_NOT_SENT = 'no SMTP_URL: mail written to a file, not sent';

/** The Message-ID without its angle brackets and with nothing a file name cannot hold. */
function fileNameOf(message: MailMessage): string {
  return `${message.messageId.replace(/[^\w.@-]/g, '')}.eml`;
}

/**
 * The embedded default, without `SMTP_URL` (ADR 057): each message is built as an SMTP server
 * would receive it and written to `<DATA_DIR>/mail/<message id>.eml`, which any mail client
 * opens; nothing is sent. The mail worker logs `done` with the path. Writing the same message
 * again overwrites its file.
 */
export class EmlFileMailer implements Mailer {
  private readonly builder = createTransport({ streamTransport: true, buffer: true });

  constructor(
    private readonly directory: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    const built = await this.builder.sendMail({ from: this.from, ...message });
    await mkdir(this.directory, { recursive: true });
    const path = join(this.directory, fileNameOf(message));
    await writeFile(path, built.message as Buffer);
    return { response: `written to ${path}`, done: WRITTEN_NOT_SENT };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
