import {
  estimateReview,
  FAR_FUTURE,
  ids,
  leadSharedData,
  SHA256,
  shopListing,
} from '../test-fixtures';
import { DOMAIN_EVENT_TYPES, domainEventSchema, isEventOfType } from './index';
import type { DomainEventType } from './index';
import { ERASED } from './personal-data';

const metadata = {
  eventId: ids.event,
  correlationId: ids.event,
  causationId: null,
  occurredAt: '2025-03-01T10:00:00.000Z',
};

const data: Record<Exclude<DomainEventType, 'VehicleRegistered'>, unknown> = {
  IssueSubmitted: {
    issueId: ids.issue,
    userId: ids.user,
    vehicleId: ids.vehicle,
    issueType: 'symptoms',
    description: 'Squealing noise when braking.',
    photos: [{ sha256: SHA256, contentType: 'image/jpeg', bytes: 2048, filename: 'pads.jpg' }],
  },
  DiagnosticProduced: {
    diagnosticId: ids.diagnostic,
    issueId: ids.issue,
    userId: ids.user,
    engineVersion: '2025.03.1',
    resultType: 'estimate',
    results: { estimateReview },
  },
  ManagedRepairRequested: {
    managedRepairId: ids.managedRepair,
    diagnosticId: ids.diagnostic,
    issueId: ids.issue,
    userId: ids.user,
  },
  ManagedRepairScheduled: {
    managedRepairId: ids.managedRepair,
    phoneNumber: '4805550134',
    smsConsent: { given: true, givenAt: '2025-03-01T10:06:00.000Z' },
    preferredDate: FAR_FUTURE,
    vehicleZipCode: '85253',
  },
  ShopsRecommended: {
    diagnosticId: ids.diagnostic,
    userId: ids.user,
    zipCode: '85253',
    shopIds: ['shop-42', 'shop-7'],
  },
  LeadShared: leadSharedData,
  LeadDelivered: {
    leadId: ids.event,
    shopId: 'shop-42',
    leadEventId: ids.event,
    topic: 'fairwrench.leads.shop-42',
    partition: 0,
    offset: '17',
    publishedAt: metadata.occurredAt,
  },
  LeadDeliveryFailed: {
    leadId: ids.event,
    shopId: 'shop-42',
    leadEventId: ids.event,
    failure: 'unknown-partner',
    detail: 'No topic provisioned for shop-42',
    failedAt: metadata.occurredAt,
  },
  PartnerAccessGranted: {
    shopId: 'shop-42',
    principal: 'partner-shop-42',
    topic: 'fairwrench.leads.shop-42',
    acls: [
      {
        resourceType: 'topic',
        patternType: 'literal',
        resourceName: 'fairwrench.leads.shop-42',
        operation: 'read',
      },
    ],
    grantedBy: 'ops',
  },
  PartnerAccessRevoked: {
    shopId: 'shop-42',
    principal: 'partner-shop-42',
    topic: 'fairwrench.leads.shop-42',
    revokedBy: 'ops',
  },
  SaleAndSharingOptedOut: { userId: ids.user, source: 'global-privacy-control' },
  FeedbackSubmitted: {
    feedbackId: ids.event,
    issueId: ids.issue,
    userId: ids.user,
    feedback: 'Very helpful',
  },
  ContactMessageReceived: {
    messageId: ids.event,
    fullName: 'Dana Ruiz',
    email: 'dana@example.com',
    subject: 'Question',
    message: 'Hello',
  },
  PartnerShopListed: shopListing,
  ComplianceTrailAccessed: {
    accessId: ids.event,
    trail: 'leads',
    via: 'api',
    who: 'sha256:3f2b8c1e6d4a4b7e',
    filters: {
      ownerId: ids.user,
      shopId: null,
      from: '2025-03-01T00:00:00Z',
      to: null,
      cursor: null,
      limit: 50,
    },
    rowsReturned: 2,
  },
  OwnerErased: { userId: ids.user, source: 'staff-request', reference: 'ticket-1042' },
  ErasureNoticeDelivered: {
    noticeId: ids.event,
    ownerId: ids.user,
    shopId: 'demo-phx-01',
    leadIds: [ids.issue],
    erasureEventId: ids.event,
    topic: 'fairwrench.leads.demo-phx-01',
    partition: 0,
    offset: '7',
    publishedAt: '2025-03-01T10:00:01.000Z',
  },
  ConsentGiven: {
    consentId: ids.event,
    userId: ids.user,
    purpose: 'lead-sharing',
    textVersion: '2026-11-01',
    textSha256: SHA256,
    sourcePage: '/steps/vehicle-info',
    givenAt: '2025-03-01T10:00:00.000Z',
    clientFingerprint: `hmac-sha256:${'b'.repeat(64)}`,
  },
  ConsentWithdrawn: {
    userId: ids.user,
    purpose: 'sms-and-calls',
    consentIds: [ids.event],
    source: 'owner-request',
  },
  OptOutByEmailRequested: {
    requestId: ids.event,
    tokenHash: 'a'.repeat(64),
    email: { alg: 'aes-256-gcm/hkdf-sha256/v1', iv: 'AAAAAAAAAAAAAAAA', data: 'c2VhbGVk' },
    expiresAt: '2025-03-08T10:00:00.000Z',
  },
  OptOutByEmailConfirmed: { requestId: ids.event, ownerIds: [ids.user] },
};

const event = (type: string, payload: unknown) => ({
  type,
  schemaVersion: 1,
  data: payload,
  metadata,
});

describe('domainEventSchema', () => {
  it('reads the photo digest of an erased owner as erased, and nothing else but a digest', () => {
    const erasedPhoto = {
      ...(data.IssueSubmitted as { photos: object[] }).photos[0],
      sha256: ERASED,
    };
    const withPhoto = (photo: object) =>
      event('IssueSubmitted', { ...(data.IssueSubmitted as object), photos: [photo] });
    expect(domainEventSchema.safeParse(withPhoto(erasedPhoto)).success).toBe(true);
    expect(
      domainEventSchema.safeParse(withPhoto({ ...erasedPhoto, sha256: 'not-a-digest' })).success,
    ).toBe(false);
  });

  it.each(Object.entries(data))('accepts %s', (type, payload) => {
    expect(domainEventSchema.safeParse(event(type, payload)).success).toBe(true);
  });

  it('lists every event type once', () => {
    expect(new Set(DOMAIN_EVENT_TYPES).size).toBe(DOMAIN_EVENT_TYPES.length);
    expect([...DOMAIN_EVENT_TYPES].sort()).toEqual(
      ['VehicleRegistered', ...Object.keys(data)].sort(),
    );
  });

  it('rejects an unknown type, another schema version and unknown data fields', () => {
    expect(domainEventSchema.safeParse(event('IssueDeleted', {})).success).toBe(false);
    const v2 = { ...event('FeedbackSubmitted', data.FeedbackSubmitted), schemaVersion: 2 };
    expect(domainEventSchema.safeParse(v2).success).toBe(false);
    const extra = { ...(data.FeedbackSubmitted as object), rating: 5 };
    expect(domainEventSchema.safeParse(event('FeedbackSubmitted', extra)).success).toBe(false);
  });

  it('rejects SMS consent that was not given', () => {
    const scheduled = data.ManagedRepairScheduled as { smsConsent: object };
    const payload = { ...scheduled, smsConsent: { given: false, givenAt: metadata.occurredAt } };
    expect(domainEventSchema.safeParse(event('ManagedRepairScheduled', payload)).success).toBe(
      false,
    );
  });

  it('rejects a diagnostic whose results do not match its result type', () => {
    const produced = data.DiagnosticProduced as object;
    const payload = { ...produced, resultType: 'parts' };
    expect(domainEventSchema.safeParse(event('DiagnosticProduced', payload)).success).toBe(false);
  });

  it('rejects an unknown contact channel, a non-uuid owner and a lead with no consent evidence', () => {
    const lead = data.LeadShared as object;
    const accepts = (payload: object) =>
      domainEventSchema.safeParse(event('LeadShared', { ...lead, ...payload })).success;
    expect(accepts({ contactChannels: ['fax'] })).toBe(false);
    expect(accepts({ ownerId: 'u1' })).toBe(false);
    expect(accepts({ evidence: [] })).toBe(false);
    expect(accepts({ owner: { zipCode: '85253', ssn: '000' } })).toBe(false);
  });

  it('keeps the e-mail of an opt-out request sealed: a clear address is refused', () => {
    const requested = data.OptOutByEmailRequested as object;
    const clear = { ...requested, email: 'dana@example.com' };
    expect(domainEventSchema.safeParse(event('OptOutByEmailRequested', clear)).success).toBe(false);
  });

  it('keeps a consent record to a keyed fingerprint, a page path and a purpose it knows', () => {
    const given = data.ConsentGiven as object;
    const accepts = (payload: object) =>
      domainEventSchema.safeParse(event('ConsentGiven', { ...given, ...payload })).success;
    expect(accepts({ clientFingerprint: '203.0.113.7' })).toBe(false);
    expect(accepts({ clientFingerprint: `sha256:${'b'.repeat(64)}` })).toBe(false);
    expect(accepts({ sourcePage: 'https://evil.example/steps/vehicle-info' })).toBe(false);
    expect(accepts({ purpose: 'marketing' })).toBe(false);
    const withdrawn = { ...(data.ConsentWithdrawn as object), consentIds: [] };
    expect(domainEventSchema.safeParse(event('ConsentWithdrawn', withdrawn)).success).toBe(false);
  });

  it('reads a lead citing ConsentGiven evidence, and one citing only the older events', () => {
    const lead = data.LeadShared as { evidence: object[] };
    const given = {
      kind: 'lead-sharing',
      eventId: ids.event,
      eventType: 'ConsentGiven',
      givenAt: metadata.occurredAt,
      consentId: ids.event,
      textVersion: '2026-11-01',
      textSha256: SHA256,
      sourcePage: '/steps/vehicle-info',
      clientFingerprint: `hmac-sha256:${'b'.repeat(64)}`,
    };
    const withEvidence = (evidence: object[]) =>
      domainEventSchema.safeParse(event('LeadShared', { ...lead, evidence })).success;
    expect(withEvidence([...lead.evidence, given])).toBe(true);
    expect(withEvidence(lead.evidence)).toBe(true);
    expect(withEvidence([{ ...given, clientFingerprint: '203.0.113.7' }])).toBe(false);
  });

  it('narrows an event by type', () => {
    const parsed = domainEventSchema.parse(event('ShopsRecommended', data.ShopsRecommended));
    const shopIds = isEventOfType(parsed, 'ShopsRecommended') ? parsed.data.shopIds : [];
    expect(shopIds).toEqual(['shop-42', 'shop-7']);
  });
});
