import { z } from 'zod';
import { isoDateTime } from './common-fields';
import { emailAddress } from './vehicle-info';

/** How long a confirmation link works (ADR 026). */
export const OPT_OUT_BY_EMAIL_LINK_DAYS = 7;

/** The web app's page a confirmation link opens; the token follows as `?token=`. */
export const OPT_OUT_BY_EMAIL_CONFIRM_PATH = '/privacy-choices/confirm';

export const optOutByEmailMessages = {
  token: 'This confirmation link is not complete. Open the link from the e-mail again.',
} as const;

/** 32 random bytes, base64url: what the link carries and nothing else knows. */
export const CONFIRMATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/privacy-choices/opt-out-by-email: the address the owner gave us their details with. */
export const optOutByEmailRequestSchema = z.strictObject({ email: emailAddress });
export type OptOutByEmailRequest = z.infer<typeof optOutByEmailRequestSchema>;

/**
 * The same answer whether or not we hold anything for the address, so the form cannot be used
 * to find out who uses FairWrench.
 */
export const optOutByEmailRequestedSchema = z.strictObject({ linkExpiresAt: isoDateTime });
export type OptOutByEmailRequested = z.infer<typeof optOutByEmailRequestedSchema>;

/** POST /api/privacy-choices/opt-out-by-email/confirm: the token from the link. */
export const confirmOptOutByEmailSchema = z.strictObject({
  token: z
    .string({ error: optOutByEmailMessages.token })
    .regex(CONFIRMATION_TOKEN_PATTERN, optOutByEmailMessages.token),
});
export type ConfirmOptOutByEmail = z.infer<typeof confirmOptOutByEmailSchema>;

/** Again the same answer whether the address matched any owner or none. */
export const optOutByEmailConfirmedSchema = z.strictObject({ confirmedAt: isoDateTime });
export type OptOutByEmailConfirmed = z.infer<typeof optOutByEmailConfirmedSchema>;
