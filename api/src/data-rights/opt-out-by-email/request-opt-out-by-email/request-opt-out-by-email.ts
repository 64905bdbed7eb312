import { randomUUID } from 'node:crypto';
import {
  OPT_OUT_BY_EMAIL_LINK_DAYS,
  optOutByEmailStreamId,
  type OptOutByEmailRequested,
} from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import { handleCommand, optOutByEmailDecider, requestContext } from '@fairwrench/domain';
import type { Clock } from '../../../shared/domain/tokens';
import { newConfirmationToken, normalizeEmail, sealEmail, tokenHash } from '../email-seal';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records the request; the mail worker sends its link from the log (ADR 057), with the token
 * and the address sealed under a mail key it destroys once sent. Nothing is looked up: whether
 * any owner has the address is decided only when the link is opened, so the answer here
 * cannot differ.
 */
export async function requestOptOutByEmail(
  deps: { readonly store: EventStore; readonly clock: Clock },
  input: {
    readonly email: string;
    readonly correlationId: string;
  },
): Promise<OptOutByEmailRequested> {
  const { email } = input;
  const now = deps.clock();
  const token = newConfirmationToken();
  const hash = tokenHash(token);
  const requestId = randomUUID();
  const expiresAt = new Date(now.getTime() + OPT_OUT_BY_EMAIL_LINK_DAYS * DAY_MS);
  await handleCommand(
    deps.store,
    optOutByEmailStreamId(hash),
    optOutByEmailDecider,
    {
      type: 'RequestOptOutByEmail',
      requestId,
      tokenHash: hash,
      email: sealEmail(normalizeEmail(email), token, requestId),
      expiresAt,
      mail: { to: email.trim(), token },
      now,
    },
    { context: requestContext(input.correlationId, now) },
  );
  return { linkExpiresAt: expiresAt.toISOString() };
}
