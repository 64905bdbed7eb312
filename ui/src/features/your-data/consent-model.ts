import { CONSENT_PURPOSES, type ConsentPurpose, type MyData } from '@fairwrench/contracts';

/**
 * The purposes the owner's consent is in force for now, in a fixed order: every consent given
 * that no later withdrawal named (ADR 025). An owner can withdraw each of these.
 */
export function purposesInForce(consents: MyData['consents']): ConsentPurpose[] {
  const given = new Map<ConsentPurpose, Set<string>>();
  const ordered = [...consents].sort((a, b) => a.at.localeCompare(b.at));
  for (const consent of ordered) {
    if (!consent.purpose) continue;
    const ids = given.get(consent.purpose) ?? new Set<string>();
    if (consent.kind === 'consent-given') consent.consentIds.forEach((id) => ids.add(id));
    if (consent.kind === 'consent-withdrawn') consent.consentIds.forEach((id) => ids.delete(id));
    given.set(consent.purpose, ids);
  }
  return CONSENT_PURPOSES.filter((purpose) => (given.get(purpose)?.size ?? 0) > 0);
}

/** What withdrawing each consent means for the owner, in a sentence. */
export const WITHDRAWAL_EFFECT: Record<ConsentPurpose, string> = {
  terms: 'No new lead is shared with partner shops; analyses you already have stay yours.',
  'lead-sharing':
    'No new lead is shared with partner shops. Shops that already have yours keep them.',
  'sms-and-calls':
    'No shop gets your phone number with a new lead, and no texts or calls are arranged for you.',
};
