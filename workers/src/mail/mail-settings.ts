import { EmlFileMailer } from './eml-file-mailer';
import type { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/** What the mail worker runs with: from the settings (SMTP_URL, MAIL_FROM, DATA_DIR, PUBLIC_ORIGIN). */
export interface MailSettings {
  /** The SMTP server; unset, each message is written as an .eml file under `directory`. */
  readonly smtpUrl?: string | undefined;
  /** The From header: `FairWrench <no-reply@fairwrench.app>`. */
  readonly from: string;
  /** Where the .eml files go without `smtpUrl`: `<DATA_DIR>/mail`. */
  readonly directory: string;
  /** Where the links in messages point. */
  readonly publicOrigin: string;
}

/** SMTP when a server is named; otherwise the embedded default's .eml files (ADR 057). */
export function mailerFor(settings: MailSettings): Mailer {
  return settings.smtpUrl
    ? new SmtpMailer(settings.smtpUrl, settings.from)
    : new EmlFileMailer(settings.directory, settings.from);
}
