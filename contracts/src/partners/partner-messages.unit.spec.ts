import type { LeadShared } from '../events/lead-shared';
import { ids, leadSharedData, SHA256 } from '../test-fixtures';
import { leadMessageOf, partnerLeadMessageV1Schema } from './partner-messages';

const at = '2026-11-20T10:00:00.000Z';

const lead = (evidence: LeadShared['data']['evidence']): LeadShared['data'] => ({
  ...leadSharedData,
  sharedAt: at,
  evidence,
});

const consentGiven = (kind: 'terms' | 'lead-sharing', textVersion: string) => ({
  kind,
  eventId: ids.event,
  eventType: 'ConsentGiven' as const,
  givenAt: at,
  consentId: ids.event,
  textVersion,
  textSha256: SHA256,
  sourcePage: '/steps/vehicle-info',
  clientFingerprint: `hmac-sha256:${'b'.repeat(64)}`,
});

describe("the partner's lead message", () => {
  it('names the terms version of a lead citing ConsentGiven records (ADR 025)', () => {
    const message = leadMessageOf(
      lead([consentGiven('terms', '2026-11-01'), consentGiven('lead-sharing', '2026-11-01.s5')]),
    );
    expect(partnerLeadMessageV1Schema.parse(message).consent).toEqual({
      legalBasis: 'consent',
      contactChannels: ['email'],
      termsVersion: '2026-11-01',
      termsAcceptedAt: at,
      smsConsentAt: null,
    });
  });

  it('names the terms version of a lead citing the vehicle record, as before', () => {
    const message = leadMessageOf(
      lead([
        {
          kind: 'terms',
          eventId: ids.event,
          eventType: 'VehicleRegistered',
          givenAt: at,
          version: '2025-01-01',
        },
      ]),
    );
    expect(message.consent.termsVersion).toBe('2025-01-01');
  });

  it('refuses a lead that cites no terms consent', () => {
    expect(() => leadMessageOf(lead([consentGiven('lead-sharing', '2026-11-01.s5')]))).toThrow(
      /cites no terms consent/,
    );
  });
});
