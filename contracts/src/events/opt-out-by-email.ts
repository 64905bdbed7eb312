import { z } from 'zod';
import { defineEvent } from './envelope';

/** The stream of one opt-out by e-mail, named by its token's hash: the link finds it. */
export const optOutByEmailStreamId = (tokenHash: string): string => `opt-out-by-email-${tokenHash}`;

const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/);

/**
 * The e-mail address, AES-256-GCM under a key derived from the confirmation token (HKDF with
 * the request id): only the link can read it, and once the link is gone nobody can (ADR 026).
 */
export const sealedEmailSchema = z.strictObject({
  alg: z.literal('aes-256-gcm/hkdf-sha256/v1'),
  /** 12-byte IV. */
  iv: base64,
  /** Ciphertext followed by the 16-byte tag. */
  data: base64,
});
export type SealedEmail = z.infer<typeof sealedEmailSchema>;

/**
 * Someone asked, by e-mail address, to opt out of sale and sharing. Nothing is decided about
 * any owner until the link is opened; the address itself is never stored in the clear.
 */
export const optOutByEmailRequestedEventSchema = defineEvent(
  'OptOutByEmailRequested',
  1,
  z.strictObject({
    requestId: z.uuid(),
    /** SHA-256 of the token, hex; the token itself is only in the link. */
    tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
    email: sealedEmailSchema,
    expiresAt: z.iso.datetime({ offset: true }),
    /**
     * What the mail worker needs to send the link: the address as typed and the token,
     * sealed under the request's own mail key (`mailKeySubject(requestId)`, PERSONAL_DATA),
     * which the worker destroys once the message is sent, so both then read as ERASED
     * (ADR 057). Absent from requests recorded before mail was sent.
     */
    mail: z.strictObject({ to: z.string(), token: z.string() }).optional(),
  }),
);

/**
 * The data key that seals one message's address (and an opt-out link's token) until the mail
 * worker has sent it; destroyed then (ADR 057).
 */
export const mailKeySubject = (messageId: string): string => `mail-${messageId}`;

/**
 * The link was opened in time: these owners (those whose vehicle records carried the address
 * then; possibly none) were opted out, each by a `SaleAndSharingOptedOut` on their own stream.
 * The link cannot be used again.
 */
export const optOutByEmailConfirmedEventSchema = defineEvent(
  'OptOutByEmailConfirmed',
  1,
  z.strictObject({
    requestId: z.uuid(),
    ownerIds: z.array(z.uuid()),
  }),
);
