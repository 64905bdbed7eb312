import { createHash } from 'node:crypto';
import { CONSENT_TEXTS, type ConsentPurpose } from '@fairwrench/contracts';
import type { ConsentCapture } from '@fairwrench/domain';
import type { ConsentClient } from './consent-client';
import type { ConsentFingerprinter } from './consent-fingerprint';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The digest of each text, computed once from the strings the web app shows. */
const TEXT_SHA256 = new Map(
  Object.entries(CONSENT_TEXTS).map(([purpose, { text }]) => [purpose, sha256(text)]),
);

/** What the owner consented to, where and from which client; the IP goes no further. */
export function captureConsent(
  purpose: ConsentPurpose,
  client: ConsentClient,
  fingerprinter: ConsentFingerprinter,
  consentId: string,
): ConsentCapture {
  return {
    consentId,
    purpose,
    textVersion: CONSENT_TEXTS[purpose].version,
    textSha256: TEXT_SHA256.get(purpose)!,
    sourcePage: client.sourcePage,
    clientFingerprint: fingerprinter.fingerprint(client.ip, client.userAgent),
  };
}
