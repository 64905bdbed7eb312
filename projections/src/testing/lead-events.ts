import { randomUUID } from 'node:crypto';
import {
  partnerAcls,
  partnerPrincipal,
  partnerTopic,
  type EventOfType,
  type LeadDeliveryFailed,
} from '@fairwrench/contracts';

/** Lead events as the product writes them, for specs and benchmarks that start from the log. */

const metadata = (occurredAt: string) => ({
  eventId: randomUUID(),
  correlationId: randomUUID(),
  causationId: null,
  occurredAt,
});

export interface LeadOptions {
  readonly shopId: string;
  readonly ownerId?: string;
  readonly leadId?: string;
  /** Also the event's time; now by default. */
  readonly sharedAt?: string;
  /** A managed-repair lead (phone, SMS consent) instead of a recommendation. */
  readonly managed?: boolean;
  /** Added to the selection's reason, to make the partner message large. */
  readonly padding?: string;
}

/** A LeadShared as the lead policy records it. */
export function leadShared(options: LeadOptions): EventOfType<'LeadShared'> {
  const { shopId, managed = false, padding = '' } = options;
  const sharedAt = options.sharedAt ?? new Date().toISOString();
  return {
    type: 'LeadShared',
    schemaVersion: 1,
    data: {
      leadId: options.leadId ?? randomUUID(),
      shopId,
      ownerId: options.ownerId ?? randomUUID(),
      issueId: randomUUID(),
      reason: managed ? 'managed-repair' : 'recommendation',
      legalBasis: managed ? 'contract' : 'consent',
      selection: {
        rank: 1,
        rating: 4.8,
        reviewCount: 120,
        distanceInMiles: 3.2,
        reason: `Recommended to the owner as number 1 of 3 partner shops nearby${padding}`,
      },
      owner: managed
        ? {
            name: 'Dana Reyes',
            email: 'dana@example.com',
            phone: '(480) 555-0134',
            zipCode: '85253',
          }
        : { name: 'Dana Reyes', email: 'dana@example.com', zipCode: '85253' },
      contactChannels: managed ? ['email', 'phone', 'sms'] : ['email'],
      evidence: [
        {
          kind: 'terms',
          eventId: randomUUID(),
          eventType: 'VehicleRegistered',
          givenAt: '2026-11-20T10:00:00.000Z',
          version: '2026-11-01',
        },
        ...(managed
          ? [
              {
                kind: 'sms' as const,
                eventId: randomUUID(),
                eventType: 'ManagedRepairScheduled' as const,
                givenAt: '2026-11-20T10:05:00.000Z',
              },
            ]
          : []),
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
      preferredDate: managed ? '2026-12-01T09:00:00.000-07:00' : null,
      sharedAt,
    },
    metadata: metadata(sharedAt),
  };
}

/** The forwarder's record that the broker acknowledged `lead` at `offset`. */
export function leadDelivered(
  lead: EventOfType<'LeadShared'>,
  offset = '0',
  publishedAt = new Date().toISOString(),
): EventOfType<'LeadDelivered'> {
  return {
    type: 'LeadDelivered',
    schemaVersion: 1,
    data: {
      leadId: lead.data.leadId,
      shopId: lead.data.shopId,
      leadEventId: lead.metadata.eventId,
      topic: partnerTopic(lead.data.shopId),
      partition: 0,
      offset,
      publishedAt,
    },
    metadata: metadata(publishedAt),
  };
}

/** The forwarder's record that `lead` could not be published. */
export function leadDeliveryFailed(
  lead: EventOfType<'LeadShared'>,
  failedAt = new Date().toISOString(),
  failure: LeadDeliveryFailed['data']['failure'] = 'unknown-partner',
): EventOfType<'LeadDeliveryFailed'> {
  return {
    type: 'LeadDeliveryFailed',
    schemaVersion: 1,
    data: {
      leadId: lead.data.leadId,
      shopId: lead.data.shopId,
      leadEventId: lead.metadata.eventId,
      failure,
      detail: `${lead.data.shopId} has no partner access`,
      failedAt,
    },
    metadata: metadata(failedAt),
  };
}

/** The event `npm run partners -- add` records once the broker has the partner's access. */
export function partnerAccessGranted(shopId: string): EventOfType<'PartnerAccessGranted'> {
  return {
    type: 'PartnerAccessGranted',
    schemaVersion: 1,
    data: {
      shopId,
      principal: partnerPrincipal(shopId),
      topic: partnerTopic(shopId),
      acls: partnerAcls(shopId),
      grantedBy: 'test',
    },
    metadata: metadata(new Date().toISOString()),
  };
}
