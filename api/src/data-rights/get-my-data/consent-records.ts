import type { ConsentRecord, PrivacyChoices } from '@fairwrench/contracts';
import type { OwnerConsents } from '@fairwrench/domain';

/** Each consent given and each withdrawal, as the owner's data export lists them (ADR 025). */
export function consentRecords(consents: OwnerConsents): ConsentRecord[] {
  const given = consents.given.map((consent): ConsentRecord => ({
    kind: 'consent-given',
    purpose: consent.purpose,
    at: consent.givenAt,
    consentIds: [consent.consentId],
    textVersion: consent.textVersion,
    sourcePage: consent.sourcePage,
    clientFingerprint: consent.clientFingerprint,
    source: null,
  }));
  const withdrawn = consents.withdrawals.flatMap((withdrawal): ConsentRecord[] =>
    withdrawal.withdrawnAt === null
      ? []
      : [
          {
            kind: 'consent-withdrawn',
            purpose: withdrawal.purpose,
            at: withdrawal.withdrawnAt,
            consentIds: [...withdrawal.consentIds],
            textVersion: null,
            sourcePage: null,
            clientFingerprint: null,
            source: withdrawal.source,
          },
        ],
  );
  return [...given, ...withdrawn];
}

export function optOutRecord(at: string, source: PrivacyChoices['source']): ConsentRecord {
  return {
    kind: 'opt-out-of-sale-and-sharing',
    purpose: null,
    at,
    consentIds: [],
    textVersion: null,
    sourcePage: null,
    clientFingerprint: null,
    source,
  };
}
