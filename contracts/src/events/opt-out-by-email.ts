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
  }),
);

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
