import { Injectable } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** A string token, like the rate limiter's, so a test holding the application can reach it. */
export const CONFIRMATION_MAIL = 'OptOutConfirmationMail';

export interface ConfirmationMessage {
  readonly to: string;
  /** The link that confirms the opt-out; it carries the only copy of the token. */
  readonly link: string;
  readonly expiresAt: string;
}

export interface ConfirmationMail {
  send(message: ConfirmationMessage): Promise<void>;
}

/** "dana@example.com" as "d***@example.com": enough to tell requests apart in a log. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

/**
 * No mail is sent yet (ADR 026): the confirmation link is written to the server's log
 * (stdout, pino's JSON lines, like `npm start`'s own), where developers and staff can open
 * it. The address is masked there; the link is the secret, so a deployment that sends real
 * mail replaces this provider and stops logging links.
 */
@Injectable()
export class LoggedConfirmationMail implements ConfirmationMail {
  /** Made on the first request: a logger holds its stream for the life of the process. */
  private logger: Logger | undefined;

  send({ to, link, expiresAt }: ConfirmationMessage): Promise<void> {
    this.logger ??= pino({
      name: 'opt-out-by-email',
      // LOG_LEVEL was validated at start-up (api/src/config/settings.ts).
      level: process.env.LOG_LEVEL || 'info',
    });
    this.logger.info(
      { to: maskEmail(to), link, expiresAt },
      'opt-out by e-mail requested: no mail is sent, open this confirmation link instead',
    );
    return Promise.resolve();
  }
}
