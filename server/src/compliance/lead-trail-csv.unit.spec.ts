import type { LeadSharing } from '@fairwrench/contracts';
import { csvField, leadTrailCsvHeader, leadTrailCsvRows } from './lead-trail-csv';

const sharing: LeadSharing = {
  sharingId: 'e3f4a5b6-c7d8-4e9f-8a1b-2c3d4e5f6071',
  leadId: '1c2d3e4f-5a6b-4c7d-8e9f-000000000001',
  ownerId: '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f',
  shopId: 'shop-42',
  issueId: 'b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e',
  reason: 'managed-repair',
  legalBasis: 'contract',
  selection: {
    rank: 1,
    rating: 4.8,
    reviewCount: 120,
    distanceInMiles: 3.2,
    reason: 'Highest rated, 3.2 mi',
  },
  fieldsShared: ['name', 'email', 'phone', 'zipCode'],
  contactChannels: ['email', 'sms'],
  evidence: [
    {
      kind: 'sms',
      eventId: '0b1c2d3e-4f5a-4b6c-8d7e-000000000004',
      eventType: 'ManagedRepairScheduled',
      givenAt: '2026-11-21T10:00:00.000Z',
    },
    {
      kind: 'lead-sharing',
      eventId: '0b1c2d3e-4f5a-4b6c-8d7e-000000000005',
      eventType: 'ConsentGiven',
      givenAt: '2026-11-20T10:00:00.000Z',
      consentId: '0b1c2d3e-4f5a-4b6c-8d7e-000000000006',
      textVersion: '2026-11-01',
      sourcePage: '/steps/vehicle-info',
      clientFingerprint: `hmac-sha256:${'f'.repeat(64)}`,
    },
  ],
  sharedAt: '2026-11-21T10:00:01.000Z',
  delivery: {
    status: 'failed',
    lastAttemptAt: '2026-11-21T10:00:02.000Z',
    topic: null,
    partition: null,
    offset: null,
    failure: 'rejected',
  },
  attempts: [
    {
      attemptId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
      outcome: 'failed',
      at: '2026-11-21T10:00:02.000Z',
      failure: 'rejected',
      detail: 'Broker said "no"',
    },
  ],
  ownerErasure: {
    erasureEventId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    erasedAt: '2026-11-25T08:00:00.000Z',
    source: 'owner-request',
  },
  erasureNotices: [
    {
      noticeId: '8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e',
      deliveryId: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
      leadIds: ['1c2d3e4f-5a6b-4c7d-8e9f-000000000001'],
      erasureEventId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
      topic: 'fairwrench.leads.shop-42',
      partition: 0,
      offset: '12',
      at: '2026-11-25T08:00:01.000Z',
    },
  ],
};

describe('lead trail CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    [null, ''],
    [0, '0'],
  ])('writes %j as %j (RFC 4180)', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes a header row and one CRLF-ended row per sharing, with field names only', () => {
    const text = leadTrailCsvHeader() + leadTrailCsvRows([sharing]);
    const [header, row, rest] = text.split('\r\n');

    expect(header).toBe(
      'sharing_id,lead_id,owner_id,shop_id,issue_id,reason,legal_basis,selection,fields_shared,' +
        'contact_channels,consent_evidence,shared_at,delivery_status,last_attempt_at,topic,' +
        'partition,offset,failure,attempts,owner_erased_at,erasure_notices',
    );
    expect(rest).toBe('');
    expect(row).toContain(
      `shop-42,b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e,managed-repair,contract,"Highest rated, 3.2 mi",name;email;phone;zipCode,email;sms,`,
    );
    expect(row).toContain(
      '"[{""kind"":""sms"",""eventId"":""0b1c2d3e-4f5a-4b6c-8d7e-000000000004""',
    );
    expect(row).toContain(',failed,2026-11-21T10:00:02.000Z,,,,rejected,"[{');
    expect(row).toContain(
      '""sourcePage"":""/steps/vehicle-info"",""clientFingerprint"":""hmac-sha256:',
    );
    expect(row).toContain(',2026-11-25T08:00:00.000Z,"[{""noticeId"":""8b9c0d1e-');
    expect(row).toContain(
      '""topic"":""fairwrench.leads.shop-42"",""partition"":0,""offset"":""12""',
    );
    expect(row).toContain('""detail"":""Broker said \\""no\\""""}]"');
  });

  it('writes no rows for an empty page', () => {
    expect(leadTrailCsvRows([])).toBe('');
  });
});
