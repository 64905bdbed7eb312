import type { z } from 'zod';

/**
 * Shared by the unit specs only; index.ts does not export it. Fixed ids keep failures
 * readable and the specs free of any dependency beyond zod.
 */
export const ids = {
  user: '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f',
  vehicle: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  issue: 'b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e',
  diagnostic: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  managedRepair: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60',
  event: 'e3f4a5b6-c7d8-4e9f-8a1b-2c3d4e5f6071',
} as const;

export const SHA256 = 'a'.repeat(64);
export const PAST = '2020-01-01T00:00:00.000Z';
export const FAR_FUTURE = '2999-06-01T09:00:00.000Z';

/** The first message zod reports, which is what a form shows under the field. */
export function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

export function issueCodes(schema: z.ZodType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.code) ?? [];
}

/** A demo directory listing, as the shop seeding writes it. */
export const shopListing = {
  shopId: 'demo-phx-01',
  name: 'Saguaro Auto Care (Demo)',
  address: '4120 Mesquite Bend Rd, Paradise Valley, AZ 85253',
  zip: '85253',
  lat: 33.5494,
  lon: -111.9565,
  phone: '(480) 555-0101',
  hours: 'Mon-Fri 8 AM-6 PM',
  rating: 4.8,
  reviewCount: 312,
  services: ['general', 'brakes'],
  partner: true,
  demo: true,
  metro: 'Phoenix, AZ',
  notes: 'Demo shop — not a real business',
};

export const range = (min: number, max: number) => ({ min, max });

export const potentialCause = {
  name: 'Worn brake pads',
  probability: 85,
  costRange: range(150, 300),
  description: 'Pads are worn to the wear indicator.',
  repairTime: '1-2 hours',
  urgency: { level: 'High', timeframe: 'within days' },
  why: ['squealing when I brake'],
};

export const estimateReview = {
  isFairPrice: false,
  averageCostInArea: range(400, 650),
  recommendations: 'Decline the fuel system flush.',
  totalEstimate: 890,
  parts: 420,
  labor: 400,
  tax: 70,
  shopName: 'Main Street Auto',
  services: [
    {
      name: 'Front brake pads',
      description: 'Replace pads',
      priceRange: range(150, 300),
      shopEstimate: 280,
      isFair: true,
    },
  ],
  unnecessaryItems: [
    'Cabin air filter',
    { item: 'Fuel system flush', details: ['Not in the maintenance schedule'], note: 'Upsell' },
  ],
  questionsToAsk: ['Can you show me the worn parts?'],
};

/** A copy of `value` without `key`, as a client that leaves the field out would send it. */
export function without<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/** A recommendation lead as the lead decider records it, citing the vehicle's terms consent. */
export const leadSharedData = {
  leadId: ids.event,
  shopId: 'shop-42',
  ownerId: ids.user,
  issueId: ids.issue,
  reason: 'recommendation' as const,
  legalBasis: 'consent' as const,
  selection: { rank: 1, rating: 4.8, reviewCount: 120, distanceInMiles: 3.2, reason: 'First of 3' },
  owner: { name: 'Dana Ruiz', email: 'dana@example.com', zipCode: '85253' },
  contactChannels: ['email' as const],
  evidence: [
    {
      kind: 'terms' as const,
      eventId: ids.event,
      eventType: 'VehicleRegistered' as const,
      givenAt: '2025-03-01T10:00:00.000Z',
      version: '2026-11-01',
    },
  ],
  vehicle: { year: 2016, make: 'Honda', model: 'Civic', mileage: 87000 },
  analysis: {
    diagnosticId: ids.diagnostic,
    kind: 'symptoms' as const,
    findings: [
      {
        name: 'Worn brake pads',
        probability: 70,
        urgency: 'High' as const,
        costRange: { min: 150, max: 300 },
      },
    ],
    totalCostRange: { min: 150, max: 300 },
  },
  preferredDate: null,
  sharedAt: '2025-03-01T10:00:00.000Z',
};
