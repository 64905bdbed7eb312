import { randomUUID } from 'node:crypto';
import { partnerPrincipal, partnerTopic } from '@fairwrench/contracts';
import type { NewEvent } from '@fairwrench/event-store';
import { testEvent } from '@fairwrench/event-store/testing';

/** A LeadShared as the lead policy records it, for a shop; `padding` makes it large. */
export function leadShared(shopId: string, padding = '', ownerId: string = randomUUID()): NewEvent {
  const at = new Date().toISOString();
  return testEvent('LeadShared', {
    leadId: randomUUID(),
    shopId,
    ownerId,
    issueId: randomUUID(),
    reason: 'recommendation',
    legalBasis: 'consent',
    selection: {
      rank: 1,
      rating: 4.8,
      reviewCount: 120,
      distanceInMiles: 3.2,
      reason: `Recommended as number 1 of 3${padding}`,
    },
    owner: { name: 'Dana Reyes', email: 'dana@example.com', zipCode: '85253' },
    contactChannels: ['email'],
    evidence: [
      {
        kind: 'terms',
        eventId: randomUUID(),
        eventType: 'VehicleRegistered',
        givenAt: at,
        version: '2026-11-01',
      },
    ],
    vehicle: { year: 2016, make: 'Honda', model: 'Civic', mileage: 87_000 },
    analysis: {
      diagnosticId: randomUUID(),
      kind: 'symptoms',
      findings: [
        {
          name: 'Worn brake pads',
          probability: 70,
          urgency: 'High',
          costRange: { min: 150, max: 300 },
        },
      ],
      totalCostRange: { min: 150, max: 300 },
    },
    preferredDate: null,
    sharedAt: at,
  });
}

/** The event `npm run partners -- add` records once the broker has the partner's access. */
export function partnerAccessGranted(shopId: string): NewEvent {
  return testEvent('PartnerAccessGranted', {
    shopId,
    principal: partnerPrincipal(shopId),
    topic: partnerTopic(shopId),
    acls: [],
    grantedBy: 'test',
  });
}
