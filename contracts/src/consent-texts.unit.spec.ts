import { createHash } from 'node:crypto';
import { CONSENT_PURPOSES, CONSENT_TEXTS, consentPageFor } from './consent-texts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Each version names one text. Changing a text without a new version would make every
 * consent recorded before it name the wrong words, so the digests are pinned here: a change
 * to a text fails until its version (and this table) changes with it.
 */
const PINNED: Record<string, string> = {
  'terms@2026-11-01': 'ab53f4bae22c6157c4c15c61aa36103713f35697b2307e7efd162badf0d6b029',
  'lead-sharing@2026-11-01': 'fdd9f60ac271afba752921ff0ee6f3c8bd0f976042a634a00ffa718327f3bb16',
  'lead-sharing@2026-11-27': '84f1fb0fa5fac02677cc2c2336ec634acdded52f423894032b9ee9ac3bc65392',
  'sms-and-calls@2026-11-01': 'b87dbbef5156130088d9ba6e5e6d003853d801be4df6e1526aa33e5ad9445366',
};

describe('consent texts', () => {
  it.each(CONSENT_PURPOSES)('pins the text of %s to its version', (purpose) => {
    const { version, text } = CONSENT_TEXTS[purpose];
    expect(`${purpose}@${version}: ${sha256(text)}`).toBe(
      `${purpose}@${version}: ${PINNED[`${purpose}@${version}`]}`,
    );
  });

  it('knows which pages show each consent, and no others', () => {
    expect(consentPageFor('terms', '/')).toBe('/');
    expect(consentPageFor('lead-sharing', '/steps/confirmation/recommendations')).toBe(
      '/steps/confirmation/recommendations',
    );
    // Its own choice (ADR 059): the vehicle page, where the terms are accepted, does not give it.
    expect(consentPageFor('lead-sharing', '/steps/vehicle-info')).toBeUndefined();
    expect(consentPageFor('sms-and-calls', '/steps/vehicle-info')).toBeUndefined();
    expect(consentPageFor('terms', '/steps/vehicle-info/../managed-repair-info')).toBeUndefined();
  });
});
