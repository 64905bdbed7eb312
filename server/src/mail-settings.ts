import { resolve } from 'node:path';
import { publicOrigin, type Settings } from '@fairwrench/api';
import type { MailSettings } from '@fairwrench/workers';

/** The mail worker's settings (ADR 057), the same for `npm start` and `npm run projections`. */
export function mailSettingsOf(settings: Settings): MailSettings {
  return {
    smtpUrl: settings.SMTP_URL,
    from: settings.MAIL_FROM,
    directory: resolve(settings.DATA_DIR, 'mail'),
    publicOrigin: publicOrigin(settings),
  };
}

/** The start-up line that says where owners' messages go. */
export function describeMail(mail: MailSettings): string {
  if (!mail.smtpUrl)
    return `SMTP_URL unset: owners' messages are written as .eml files in ${mail.directory}`;
  const url = new URL(mail.smtpUrl);
  return `owners' messages are sent through ${url.protocol}//${url.host} from ${mail.from}`;
}
