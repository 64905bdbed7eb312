import type { DomainEvent } from '@fairwrench/contracts';
import type { Unstamped, UnstampedEvent } from '@fairwrench/domain';
import {
  ids,
  issueEvents,
  vehicleRegistered as registered,
} from '../../managed-repairs/testing/managed-repair-events';
import type { LeadCandidate } from '@fairwrench/domain';

/** Fixed event ids, so a spec can check which consent a lead cites. */
export const eventIds = {
  registered: '0b1c2d3e-4f5a-4b6c-8d7e-000000000001',
  issue: '0b1c2d3e-4f5a-4b6c-8d7e-000000000002',
  produced: '0b1c2d3e-4f5a-4b6c-8d7e-000000000003',
  scheduled: '0b1c2d3e-4f5a-4b6c-8d7e-000000000004',
  optedOut: '0b1c2d3e-4f5a-4b6c-8d7e-000000000005',
} as const;

export const leadIds = {
  first: '1c2d3e4f-5a6b-4c7d-8e9f-000000000001',
  second: '1c2d3e4f-5a6b-4c7d-8e9f-000000000002',
  third: '1c2d3e4f-5a6b-4c7d-8e9f-000000000003',
} as const;

/** An event as the store returns it: with its envelope. */
export function recorded(event: UnstampedEvent, eventId: string, occurredAt: string): DomainEvent {
  return {
    ...event,
    metadata: { eventId, correlationId: eventId, causationId: null, occurredAt },
  } as DomainEvent;
}

export const vehicleRegistered = recorded(
  registered,
  eventIds.registered,
  '2026-11-20T10:00:00.000Z',
);

const [submitted, produced] = issueEvents;
/** The owner's issue and its analysis, as submitting the issue really records them. */
export const issueFacts = [
  recorded(submitted!, eventIds.issue, '2026-11-21T09:00:00.000Z'),
  recorded(produced!, eventIds.produced, '2026-11-21T09:00:00.000Z'),
];

export const managedRepairScheduled = recorded(
  {
    type: 'ManagedRepairScheduled',
    schemaVersion: 1,
    data: {
      managedRepairId: ids.managedRepair,
      phoneNumber: '(480) 555-0134',
      smsConsent: { given: true, givenAt: '2026-11-21T10:00:00.000Z' },
      preferredDate: '2026-12-01T09:00:00.000-07:00',
      vehicleZipCode: '85251',
    },
  } satisfies Unstamped<'ManagedRepairScheduled'>,
  eventIds.scheduled,
  '2026-11-21T10:00:00.000Z',
);

export const optedOut = recorded(
  {
    type: 'SaleAndSharingOptedOut',
    schemaVersion: 1,
    data: { userId: ids.user, source: 'global-privacy-control' },
  },
  eventIds.optedOut,
  '2026-11-21T11:00:00.000Z',
);

export const candidate = (shopId: string, leadId: string, rank: number): LeadCandidate => ({
  shopId,
  leadId,
  selection: {
    rank,
    rating: 4.7,
    reviewCount: 130,
    distanceInMiles: 2.5 * rank,
    reason: `Shown as number ${rank} of the shops recommended`,
  },
});

/** Consent ids and event ids of the consents recorded since ADR 025. */
export const consentIds = {
  terms: '2d3e4f5a-6b7c-4d8e-9f0a-000000000001',
  leadSharing: '2d3e4f5a-6b7c-4d8e-9f0a-000000000002',
  sms: '2d3e4f5a-6b7c-4d8e-9f0a-000000000003',
  laterSms: '2d3e4f5a-6b7c-4d8e-9f0a-000000000004',
} as const;

export const FINGERPRINT = `hmac-sha256:${'f'.repeat(64)}`;

/** A ConsentGiven as recorded with its fact; its event id is the consent id with another head. */
export function consentGiven(
  purpose: Unstamped<'ConsentGiven'>['data']['purpose'],
  consentId: string,
  givenAt: string,
  sourcePage: string,
): DomainEvent {
  return recorded(
    {
      type: 'ConsentGiven',
      schemaVersion: 1,
      data: {
        consentId,
        userId: ids.user,
        purpose,
        textVersion: '2026-11-01',
        textSha256: 'e'.repeat(64),
        sourcePage,
        givenAt,
        clientFingerprint: FINGERPRINT,
      },
    },
    consentId.replace(/^2d3e4f5a/, '3e4f5a6b'),
    givenAt,
  );
}

/** The vehicle stream as registering records it since ADR 025: the consents follow the vehicle. */
export const vehicleWithConsents = [
  vehicleRegistered,
  consentGiven('terms', consentIds.terms, '2026-11-20T10:00:00.000Z', '/steps/vehicle-info'),
  consentGiven(
    'lead-sharing',
    consentIds.leadSharing,
    '2026-11-20T10:00:00.000Z',
    '/steps/vehicle-info',
  ),
];

/** The booking as scheduling records it since ADR 025. */
export const scheduledWithConsent = [
  managedRepairScheduled,
  consentGiven(
    'sms-and-calls',
    consentIds.sms,
    '2026-11-21T10:00:00.000Z',
    '/steps/managed-repair-info',
  ),
];

export function consentWithdrawn(
  purpose: Unstamped<'ConsentWithdrawn'>['data']['purpose'],
  withdrawn: readonly string[],
): DomainEvent {
  return recorded(
    {
      type: 'ConsentWithdrawn',
      schemaVersion: 1,
      data: { userId: ids.user, purpose, consentIds: [...withdrawn], source: 'owner-request' },
    },
    '0b1c2d3e-4f5a-4b6c-8d7e-000000000099',
    '2026-11-21T11:30:00.000Z',
  );
}
