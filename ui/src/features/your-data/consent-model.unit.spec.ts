import type { MyData } from '@fairwrench/contracts';
import { purposesInForce } from './consent-model';

type Consent = MyData['consents'][number];

const record = (
  kind: Consent['kind'],
  purpose: Consent['purpose'],
  at: string,
  consentIds: string[],
): Consent => ({
  kind,
  purpose,
  at,
  consentIds,
  textVersion: null,
  sourcePage: null,
  clientFingerprint: null,
  source: null,
});

const [a, b, c] = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];

describe('consents in force', () => {
  it('lists each purpose given and not withdrawn, in a fixed order', () => {
    expect(
      purposesInForce([
        record('consent-given', 'sms-and-calls', '2026-11-02T00:00:00Z', [c]),
        record('consent-given', 'terms', '2026-11-01T00:00:00Z', [a]),
        record('opt-out-of-sale-and-sharing', null, '2026-11-03T00:00:00Z', []),
      ]),
    ).toEqual(['terms', 'sms-and-calls']);
  });

  it('drops a purpose whose every consent was withdrawn, and keeps one given again later', () => {
    const withdrawn = record('consent-withdrawn', 'lead-sharing', '2026-11-05T00:00:00Z', [a]);
    expect(
      purposesInForce([
        withdrawn,
        record('consent-given', 'lead-sharing', '2026-11-01T00:00:00Z', [a]),
      ]),
    ).toEqual([]);
    expect(
      purposesInForce([
        record('consent-given', 'lead-sharing', '2026-11-01T00:00:00Z', [a]),
        withdrawn,
        record('consent-given', 'lead-sharing', '2026-11-09T00:00:00Z', [b]),
      ]),
    ).toEqual(['lead-sharing']);
  });
});
