import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';

/**
 * The key consent fingerprints are made with, bound by the composition root to
 * `deriveConsentFingerprintKey(sessionSecret)`. Unbound, a key is drawn at start-up: the
 * fingerprints still hide the IP, but only those made since that start can be matched.
 */
export const CONSENT_FINGERPRINT_KEY = Symbol('ConsentFingerprintKey');

/**
 * A key of its own, derived from the session secret (HKDF-SHA256): the fingerprints need no
 * setting of their own, and a cookie signature never equals a fingerprint.
 */
export function deriveConsentFingerprintKey(sessionSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', sessionSecret, 'fairwrench', 'consent-client-fingerprint/v1', 32),
  );
}

/**
 * The client a consent came from, as evidence that cannot be turned back into an IP: an
 * unkeyed hash of an IPv4 address and a common user agent is reversed by trying all 2^32
 * addresses in minutes. Keyed, the same IP and user agent still give the same fingerprint, so
 * an auditor holding the key can check a claimed client against it (ADR 025).
 */
@Injectable()
export class ConsentFingerprinter {
  private readonly key: Buffer;

  constructor(@Optional() @Inject(CONSENT_FINGERPRINT_KEY) key?: Buffer) {
    this.key = key ?? randomBytes(32);
  }

  fingerprint(ip: string, userAgent: string): string {
    const mac = createHmac('sha256', this.key).update(`${ip}\n${userAgent}`, 'utf8');
    return `hmac-sha256:${mac.digest('hex')}`;
  }
}
