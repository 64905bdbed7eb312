import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  OPT_OUT_BY_EMAIL_CONFIRM_PATH,
  OPT_OUT_BY_EMAIL_LINK_DAYS,
  optOutByEmailStreamId,
  type OptOutByEmailRequested,
} from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import { requestContext } from '@fairwrench/domain';
import { handleCommand } from '@fairwrench/domain';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/domain/tokens';
import { CONFIRMATION_MAIL, type ConfirmationMail } from '../confirmation-mail';
import { newConfirmationToken, normalizeEmail, sealEmail, tokenHash } from '../email-seal';
import { optOutByEmailDecider } from '@fairwrench/domain';
import { RequestOptOutByEmailCommand } from './request-opt-out-by-email.command';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records the request and sends its link. Nothing is looked up: whether any owner has the
 * address is decided only when the link is opened, so the answer here cannot differ.
 */
@CommandHandler(RequestOptOutByEmailCommand)
export class RequestOptOutByEmailHandler implements ICommandHandler<RequestOptOutByEmailCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIRMATION_MAIL) private readonly mail: ConfirmationMail,
  ) {}

  async execute({
    email,
    origin,
    correlationId,
  }: RequestOptOutByEmailCommand): Promise<OptOutByEmailRequested> {
    const now = this.clock();
    const token = newConfirmationToken();
    const hash = tokenHash(token);
    const requestId = randomUUID();
    const expiresAt = new Date(now.getTime() + OPT_OUT_BY_EMAIL_LINK_DAYS * DAY_MS);
    await handleCommand(
      this.store,
      optOutByEmailStreamId(hash),
      optOutByEmailDecider,
      {
        type: 'RequestOptOutByEmail',
        requestId,
        tokenHash: hash,
        email: sealEmail(normalizeEmail(email), token, requestId),
        expiresAt,
        now,
      },
      { context: requestContext(correlationId, now) },
    );
    const link = `${origin}${OPT_OUT_BY_EMAIL_CONFIRM_PATH}?token=${token}`;
    await this.mail.send({ to: email.trim(), link, expiresAt: expiresAt.toISOString() });
    return { linkExpiresAt: expiresAt.toISOString() };
  }
}
