import { describe, expect, it } from '@jest/globals';
import type { DiagnosticRecord, LeadSharing, MyData } from '@fairwrench/contracts';
import {
  analysisSummary,
  dataFileName,
  dataJson,
  leadEntry,
  yourDataView,
} from './your-data-model';

// Midday UTC: the same calendar day in every time zone a test machine is likely to use.
const NOON = '2026-11-25T12:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Only the fields the page reads; the API's shape is pinned by the contract's own specs. */
const lead = (status: LeadSharing['delivery']['status']) =>
  ({
    sharingId: id(9),
    shopId: 'demo-phx-01',
    reason: 'recommendation',
    fieldsShared: ['name', 'email', 'zipCode'],
    evidence: [
      { kind: 'terms', sourcePage: '/steps/vehicle-info' },
      { kind: 'lead-sharing', sourcePage: '/steps/confirmation/recommendations' },
    ],
    sharedAt: NOON,
    delivery: { status, lastAttemptAt: status === 'pending' ? null : NOON },
  }) as unknown as LeadSharing;
const shops = { 'demo-phx-01': { name: 'Desert Auto Care', city: 'Phoenix' } };

const data = {
  ownerId: id(1),
  exportedAt: NOON,
  vehicles: [
    {
      vehicleId: id(2),
      userId: id(1),
      owner: { name: 'Dana Reyes', email: 'dana@example.com', zipCode: '85253' },
      vehicle: { year: 2016, make: 'Honda', model: 'Civic', mileage: null },
      registeredAt: NOON,
    },
  ],
  issues: [
    {
      issueId: id(3),
      userId: id(1),
      vehicleId: id(2),
      issueType: 'symptoms',
      description: 'Squeal when braking',
      photos: [],
      submittedAt: NOON,
    },
  ],
  analyses: [],
  managedRepairs: [],
  consents: [],
  leadsShared: [lead('pending')],
  shops,
} as unknown as MyData;

describe('the Your data page', () => {
  it('shows what the owner entered, readably', () => {
    const view = yourDataView(data);
    expect(view.vehicles[0]).toMatchObject({ title: '2016 Honda Civic' });
    expect(view.vehicles[0]!.lines).toEqual(
      expect.arrayContaining([
        ['Name', 'Dana Reyes'],
        ['E-mail', 'dana@example.com'],
        ['ZIP code', '85253'],
        ['Mileage', 'not given'],
      ]),
    );
    expect(view.issues[0]).toMatchObject({ title: 'Symptoms' });
    expect(view.issues[0]!.lines).toContainEqual(['What you wrote', 'Squeal when braking']);
  });

  it('names the shop that got which details, when, why and whether they were sent, in words', () => {
    const entry = leadEntry(lead('delivered'), shops);
    expect(entry.title).toBe('Desert Auto Care, Phoenix');
    expect(entry.lines).toEqual([
      ['When', expect.stringMatching(/^November 25, 2026/)],
      ['Details shared', 'name, e-mail, ZIP code'],
      ['Why', 'You sent this shop a request'],
      ['Status', 'Sent on Nov 25'],
    ]);
    expect(leadEntry(lead('pending'), shops).lines).toContainEqual([
      'Status',
      'Waiting to be sent',
    ]);
    expect(yourDataView(data).leads[0]!.title).toBe('Desert Auto Care, Phoenix');
    // Never an internal id: a shop since removed from the directory reads as such.
    expect(leadEntry(lead('pending')).title).toBe('A partner shop no longer listed');
  });

  it('sums up each kind of analysis in one line', () => {
    const causes = {
      resultType: 'diagnostic',
      results: {
        potentialCauses: [{ name: 'Worn brake pads', probability: 85 }],
      },
    } as unknown as DiagnosticRecord;
    expect(analysisSummary(causes)).toBe('Most likely cause: Worn brake pads (85%)');
    const close = {
      resultType: 'diagnostic',
      results: {
        potentialCauses: [
          { name: 'Worn brake pads', probability: 30 },
          { name: 'Warped rotors', probability: 25 },
        ],
      },
    } as unknown as DiagnosticRecord;
    expect(analysisSummary(close)).toBe('Possible cause: Worn brake pads (30%)');
    const parts = {
      resultType: 'parts',
      results: { partsReplacement: { totalEstimate: { min: 100, max: 250 } } },
    } as unknown as DiagnosticRecord;
    expect(analysisSummary(parts)).toBe('Parts estimate: $100 to $250');
  });

  it('downloads exactly what the API answered, named by the day', () => {
    expect(dataFileName(data)).toBe('fairwrench-my-data-2026-11-25.json');
    expect(JSON.parse(dataJson(data))).toEqual(data);
  });
});

describe('consents on the Your data page', () => {
  it('names each consent by its purpose, with when, which text and where', () => {
    const withConsents = {
      ...data,
      consents: [
        {
          kind: 'consent-given',
          purpose: 'lead-sharing',
          at: NOON,
          textVersion: '2026-11-01',
          sourcePage: '/steps/vehicle-info',
          source: null,
        },
        { kind: 'opt-out-of-sale-and-sharing', purpose: null, at: NOON, source: 'email-request' },
      ],
    } as unknown as MyData;
    const [given, optOut] = yourDataView(withConsents).consents;
    expect(given).toMatchObject({
      title: 'Consent given: sharing your details with partner shops',
    });
    expect(given!.lines).toEqual([
      ['When', expect.stringMatching(/^November 25, 2026/)],
      ['Text version', '2026-11-01'],
      ['Page', '/steps/vehicle-info'],
    ]);
    expect(optOut).toMatchObject({ title: 'Opted out of sale and sharing' });
    expect(optOut!.lines).toContainEqual(['Source', 'email-request']);
  });
});
