import { createHash } from 'node:crypto';
import { CONSENT_TEXTS, type ConsentPurpose } from '@fairwrench/contracts';
import type { Unstamped } from '@fairwrench/domain';
import type { ConsentClient } from './consent-client';
import type { ConsentFingerprinter } from './consent-fingerprint';

/** A consent as a decider records it: everything but the owner and the time, which it adds. */
export type ConsentCapture = Omit<Unstamped<'ConsentGiven'>['data'], 'userId' | 'givenAt'>;

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

/** The ConsentGiven event a decider appends with the fact the consent belongs to. */
export function consentGiven(
  capture: ConsentCapture,
  userId: string,
  now: Date,
): Unstamped<'ConsentGiven'> {
  return {
    type: 'ConsentGiven',
    schemaVersion: 1,
    data: { ...capture, userId, givenAt: now.toISOString() },
  };
}
