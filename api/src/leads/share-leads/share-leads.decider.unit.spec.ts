import { ids } from '../../managed-repairs/testing/managed-repair-events';
import { deciderSpecification } from '@fairwrench/domain/testing';
import {
  candidate,
  consentGiven,
  consentIds,
  consentWithdrawn,
  eventIds,
  FINGERPRINT,
  issueFacts,
  leadIds,
  managedRepairScheduled,
  optedOut,
  scheduledWithConsent,
  vehicleRegistered,
  vehicleWithConsents,
} from '../testing/lead-events';
import { shareLeadsDecider, type LeadEvent, type ShareLeads } from '@fairwrench/domain';

const spec = deciderSpecification(shareLeadsDecider);

/** The leads decided: the decider's events are typed as everything it folds. */
const leads = (events: readonly LeadEvent[]) =>
  events.flatMap((event) => (event.type === 'LeadShared' ? [event] : []));
const now = new Date('2026-11-21T12:00:00.000Z');

/** The consent the owner gives by pressing "Send my request" (ADR 059), and its event's id. */
const REQUEST_CONSENT_ID = '2d3e4f5a-6b7c-4d8e-9f0a-0000000000aa';
const REQUEST_EVENT_ID = '3e4f5a6b-6b7c-4d8e-9f0a-0000000000aa';
const request: NonNullable<ShareLeads['request']> = {
  consent: {
    consentId: REQUEST_CONSENT_ID,
    purpose: 'lead-sharing',
    textVersion: '2026-11-27',
    textSha256: 'd'.repeat(64),
    sourcePage: '/steps/confirmation/recommendations',
    clientFingerprint: FINGERPRINT,
  },
  consentEventId: REQUEST_EVENT_ID,
};

/** The owner sends a request to shops from their list (one at a time on the page). */
const recommend: ShareLeads = {
  type: 'ShareLeads',
  reason: 'recommendation',
  issueId: ids.issue,
  shops: [candidate('desert-auto', leadIds.first, 1), candidate('mesa-brakes', leadIds.second, 2)],
  now,
  request,
};

const book: ShareLeads = {
  type: 'ShareLeads',
  reason: 'managed-repair',
  issueId: ids.issue,
  shops: [candidate('mesa-brakes', leadIds.third, 1)],
  now,
};

const facts = [vehicleRegistered, ...issueFacts];
const termsEvidence = {
  kind: 'terms',
  eventId: eventIds.registered,
  eventType: 'VehicleRegistered',
  givenAt: '2026-11-20T10:00:00.000Z',
  version: '2026-11-01',
};
/** The request's consent, cited by the lead it came with. */
const requestEvidence = {
  kind: 'lead-sharing',
  eventId: REQUEST_EVENT_ID,
  eventType: 'ConsentGiven',
  givenAt: now.toISOString(),
  consentId: REQUEST_CONSENT_ID,
  textVersion: '2026-11-27',
  textSha256: 'd'.repeat(64),
  sourcePage: '/steps/confirmation/recommendations',
  clientFingerprint: FINGERPRINT,
};
/** The ConsentGiven the decision records with the leads, under the id chosen beforehand. */
const requestGiven = {
  type: 'ConsentGiven',
  schemaVersion: 1,
  data: { ...request.consent, userId: ids.user, givenAt: now.toISOString() },
  metadata: { eventId: REQUEST_EVENT_ID },
};

describe('share leads', () => {
  it('given an analysed issue, when the owner sends shops a request, then the consent is recorded and each gets a lead without the phone, citing the terms and that consent', () => {
    const decided = spec.given(facts).when(recommend).events();
    expect(decided[0]).toEqual(requestGiven);
    const events = leads(decided);
    expect(events.map((event) => [event.data.shopId, event.data.leadId])).toEqual([
      ['desert-auto', leadIds.first],
      ['mesa-brakes', leadIds.second],
    ]);
    const [first] = events;
    expect(first!.data).toMatchObject({
      ownerId: ids.user,
      issueId: ids.issue,
      reason: 'recommendation',
      legalBasis: 'consent',
      owner: { name: 'Dana Reyes', email: 'dana@example.com', zipCode: '85253' },
      contactChannels: ['email'],
      evidence: [termsEvidence, requestEvidence],
      vehicle: { year: 2016, make: 'Honda', model: 'Civic', mileage: 87_000 },
      preferredDate: null,
      sharedAt: now.toISOString(),
    });
    expect(first!.data.owner).not.toHaveProperty('phone');
    expect(first!.data.analysis.kind).toBe('symptoms');
    expect(first!.data.analysis.findings.length).toBeGreaterThan(0);
  });

  it('given no request of the owner, when shops are to get a lead, then it is refused (viewing a list shares nothing)', () => {
    const { request: _request, ...shown } = recommend;
    spec.given(facts).when(shown).thenThrows('conflict');
  });

  it('given leads already shared, when the owner sends the same request again, then nothing new is recorded', () => {
    const shared = leads(spec.given(facts).when(recommend).events());
    spec
      .given([...facts, ...shared])
      .when({ ...recommend, shops: [candidate('desert-auto', leadIds.third, 1)] })
      .thenNothing();
  });

  it('given a lead to one shop, when the owner sends a request to another, then only the new shop gets a lead', () => {
    const [first] = leads(
      spec
        .given(facts)
        .when({ ...recommend, shops: recommend.shops.slice(0, 1) })
        .events(),
    );
    const events = leads(
      spec
        .given([...facts, first!])
        .when(recommend)
        .events(),
    );
    expect(events.map((event) => event.data.shopId)).toEqual(['mesa-brakes']);
  });

  it('given a scheduled managed repair, when booked, then the chosen shop gets phone, date, the terms and the booking’s consent (no lead-sharing consent needed)', () => {
    const [lead, ...others] = leads(
      spec
        .given([...facts, managedRepairScheduled])
        .when(book)
        .events(),
    );
    expect(others).toEqual([]);
    expect(lead!.data).toMatchObject({
      leadId: leadIds.third,
      shopId: 'mesa-brakes',
      reason: 'managed-repair',
      legalBasis: 'contract',
      owner: {
        name: 'Dana Reyes',
        email: 'dana@example.com',
        phone: '(480) 555-0134',
        zipCode: '85251',
      },
      contactChannels: ['email', 'phone', 'sms'],
      evidence: [
        termsEvidence,
        {
          kind: 'sms',
          eventId: eventIds.scheduled,
          eventType: 'ManagedRepairScheduled',
          givenAt: '2026-11-21T10:00:00.000Z',
        },
      ],
      preferredDate: '2026-12-01T09:00:00.000-07:00',
    });
  });

  it('given a recommendation lead to the shop booked, when booked, then the booking goes on the same lead', () => {
    const shared = leads(spec.given(facts).when(recommend).events());
    const [lead] = leads(
      spec
        .given([...facts, ...shared, managedRepairScheduled])
        .when(book)
        .events(),
    );
    expect(lead!.data.leadId).toBe(leadIds.second);
    expect(lead!.data.reason).toBe('managed-repair');
  });

  it('given a managed-repair lead, when booked again (another shop now fits best), then nothing new is shared', () => {
    const [lead] = leads(
      spec
        .given([...facts, managedRepairScheduled])
        .when(book)
        .events(),
    );
    spec
      .given([...facts, managedRepairScheduled, lead!])
      .when({ ...book, shops: [candidate('desert-auto', leadIds.first, 1)] })
      .thenNothing();
  });

  it('given no SMS consent on record, when booked, then nothing is shared', () => {
    spec.given(facts).when(book).thenNothing();
  });

  it('given an opt-out of sale and sharing, when the owner sends a request, then it is refused with the reason; when booked, nothing is shared', () => {
    spec
      .given([...facts, optedOut])
      .when(recommend)
      .thenThrows('conflict');
    spec
      .given([...facts, managedRepairScheduled, optedOut])
      .when(book)
      .thenNothing();
  });

  it('given an erased owner, when a request is sent or a repair booked, then nothing is shared', () => {
    const erased = {
      type: 'OwnerErased',
      schemaVersion: 1,
      data: { userId: ids.user, source: 'owner-request', reference: null },
    } as const;
    spec
      .given([...facts, erased])
      .when(recommend)
      .thenThrows('conflict');
    spec
      .given([...facts, managedRepairScheduled, erased])
      .when(book)
      .thenNothing();
  });

  it('given a terms consent not read from the store, when the owner sends a request, then it is refused (no evidence to cite)', () => {
    const { metadata: _metadata, ...unrecorded } = vehicleRegistered;
    spec
      .given([unrecorded, ...issueFacts])
      .when(recommend)
      .thenThrows('conflict');
  });

  it('given no analysed issue, when the owner sends a request, then it is refused as not found', () => {
    spec.given([vehicleRegistered]).when(recommend).thenThrows('not_found');
  });

  it("given another owner's vehicle, when a request is sent, then it is refused as not found", () => {
    const stranger = {
      ...vehicleRegistered,
      data: { ...vehicleRegistered.data, userId: ids.stranger },
    } as typeof vehicleRegistered;
    spec
      .given([stranger, ...issueFacts])
      .when(recommend)
      .thenThrows('not_found');
  });

  describe('on consent records (ADR 025)', () => {
    const recordedFacts = [...vehicleWithConsents, ...issueFacts];
    const given = (purpose: string, consentId: string, givenAt: string, sourcePage: string) => ({
      kind: purpose,
      eventId: consentId.replace(/^2d3e4f5a/, '3e4f5a6b'),
      eventType: 'ConsentGiven',
      givenAt,
      consentId,
      textVersion: '2026-11-01',
      textSha256: 'e'.repeat(64),
      sourcePage,
      clientFingerprint: FINGERPRINT,
    });
    const termsGiven = given(
      'terms',
      consentIds.terms,
      '2026-11-20T10:00:00.000Z',
      '/steps/vehicle-info',
    );
    const sharingGiven = given(
      'lead-sharing',
      consentIds.leadSharing,
      '2026-11-20T10:00:00.000Z',
      '/steps/vehicle-info',
    );
    const smsGiven = given(
      'sms',
      consentIds.sms,
      '2026-11-21T10:00:00.000Z',
      '/steps/managed-repair-info',
    );

    it('given recorded consents, when the owner sends a request, then each lead cites the terms ConsentGiven and the request’s own, with text, page and fingerprint (not the lead-sharing consent the terms used to bundle)', () => {
      const [first] = leads(spec.given(recordedFacts).when(recommend).events());
      expect(first!.data.evidence).toEqual([termsGiven, requestEvidence]);
      expect(sharingGiven.consentId).toBe(consentIds.leadSharing);
    });

    it('given a booking with its consent to calls and texts, when booked, then the lead cites it and carries the phone', () => {
      const [lead] = leads(
        spec
          .given([...recordedFacts, ...scheduledWithConsent])
          .when(book)
          .events(),
      );
      expect(lead!.data.evidence).toEqual([termsGiven, smsGiven]);
      expect(lead!.data.owner.phone).toBe('(480) 555-0134');
      expect(lead!.data.contactChannels).toEqual(['email', 'phone', 'sms']);
    });

    it('given the terms consent withdrawn, when a request is sent, then it is refused; when booked, nothing is shared', () => {
      const withdrawn = consentWithdrawn('terms', [consentIds.terms]);
      spec
        .given([...recordedFacts, withdrawn])
        .when(recommend)
        .thenThrows('conflict');
      spec
        .given([...recordedFacts, ...scheduledWithConsent, withdrawn])
        .when(book)
        .thenNothing();
    });

    it('given an earlier lead-sharing consent withdrawn, when the owner sends a new request, then the new request’s consent counts', () => {
      const withdrawn = consentWithdrawn('lead-sharing', [consentIds.leadSharing]);
      const [first] = leads(
        spec
          .given([...recordedFacts, withdrawn])
          .when(recommend)
          .events(),
      );
      expect(first!.data.evidence).toEqual([termsGiven, requestEvidence]);
    });

    it('given consent to calls and texts withdrawn, when booked, then the shop gets the booking by e-mail only, without the phone', () => {
      const [lead] = leads(
        spec
          .given([
            ...recordedFacts,
            ...scheduledWithConsent,
            consentWithdrawn('sms-and-calls', [consentIds.sms]),
          ])
          .when(book)
          .events(),
      );
      expect(lead!.data).toMatchObject({
        reason: 'managed-repair',
        legalBasis: 'contract',
        owner: { name: 'Dana Reyes', email: 'dana@example.com', zipCode: '85251' },
        contactChannels: ['email'],
        evidence: [termsGiven],
        preferredDate: '2026-12-01T09:00:00.000-07:00',
      });
      expect(lead!.data.owner).not.toHaveProperty('phone');
    });

    it('given calls and texts withdrawn and then agreed to again with a new booking, when booked, then the new consent counts', () => {
      const rescheduled = [
        managedRepairScheduled,
        consentGiven(
          'sms-and-calls',
          consentIds.laterSms,
          '2026-11-21T12:00:00.000Z',
          '/steps/managed-repair-info',
        ),
      ];
      const [lead] = leads(
        spec
          .given([
            ...recordedFacts,
            ...scheduledWithConsent,
            ...rescheduled,
            consentWithdrawn('sms-and-calls', [consentIds.sms]),
          ])
          .when(book)
          .events(),
      );
      expect(lead!.data.contactChannels).toEqual(['email', 'phone', 'sms']);
      expect(lead!.data.evidence.at(-1)).toMatchObject({ consentId: consentIds.laterSms });
    });

    it('given a withdrawal of other consents than this vehicle’s, when the owner sends a request, then leads are still shared', () => {
      const elsewhere = consentWithdrawn('lead-sharing', ['2d3e4f5a-6b7c-4d8e-9f0a-00000000abcd']);
      expect(
        leads(
          spec
            .given([...recordedFacts, elsewhere])
            .when(recommend)
            .events(),
        ),
      ).toHaveLength(2);
    });

    it('given terms recorded only by VehicleRegistered, when withdrawn by that event’s id, then a request is refused', () => {
      spec
        .given([...facts, consentWithdrawn('terms', [eventIds.registered])])
        .when(recommend)
        .thenThrows('conflict');
    });

    it('given a booking recorded only by ManagedRepairScheduled, when its calls and texts are withdrawn, then the lead has no phone', () => {
      const [lead] = leads(
        spec
          .given([
            ...facts,
            managedRepairScheduled,
            consentWithdrawn('sms-and-calls', [eventIds.scheduled]),
          ])
          .when(book)
          .events(),
      );
      expect(lead!.data.contactChannels).toEqual(['email']);
      expect(lead!.data.evidence).toEqual([termsEvidence]);
    });
  });
});
