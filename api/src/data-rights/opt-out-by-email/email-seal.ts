import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { SealedEmail } from '@fairwrench/contracts';

/**
 * The confirmation token and what it protects (ADR 026). The token is 32 random bytes that
 * only the link carries; the log keeps its SHA-256 (to find the request) and the e-mail
 * sealed under a key derived from it, so the address can be read only by whoever opens the
 * link, and by nobody once the link is lost or expired.
 */
const ALG = 'aes-256-gcm/hkdf-sha256/v1';
const INFO = Buffer.from('fairwrench/opt-out-by-email/v1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether the token is the one whose hash the request recorded (constant time). */
export function tokenMatches(token: string, recordedHash: string): boolean {
  const given = Buffer.from(tokenHash(token), 'hex');
  const recorded = Buffer.from(recordedHash, 'hex');
  return given.length === recorded.length && timingSafeEqual(given, recorded);
}

/** Addresses are compared as people mean them: trimmed, any case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function keyOf(token: string, requestId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(token), Buffer.from(requestId), INFO, 32));
}

export function sealEmail(email: string, token: string, requestId: string): SealedEmail {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token, requestId), iv);
  cipher.setAAD(Buffer.from(requestId));
  const data = Buffer.concat([cipher.update(email, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { alg: ALG, iv: iv.toString('base64'), data: data.toString('base64') };
}

/** The address, or undefined when this token cannot open it. */
export function openEmail(
  sealed: SealedEmail,
  token: string,
  requestId: string,
): string | undefined {
  const data = Buffer.from(sealed.data, 'base64');
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(token, requestId),
      Buffer.from(sealed.iv, 'base64'),
    );
    decipher.setAAD(Buffer.from(requestId));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    const clear = decipher.update(data.subarray(0, data.length - TAG_BYTES));
    return Buffer.concat([clear, decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
