import type { ConsentEvidence } from '@fairwrench/contracts';
import { fold } from '../decider';
import type { UnstampedEvent } from '../event-envelope';
import { leadReleaseWorkflow } from './lead-release.workflow';

const owner = '0b1c2d3e-4f5a-4b6c-8d7e-00000000aa01';
const older: ConsentEvidence = {
  kind: 'terms',
  eventId: '0b1c2d3e-4f5a-4b6c-8d7e-00000000aa02',
  eventType: 'VehicleRegistered',
  givenAt: '2026-11-01T10:00:00.000Z',
  version: '2026-10',
};
const given: ConsentEvidence = {
  kind: 'lead-sharing',
  eventId: '0b1c2d3e-4f5a-4b6c-8d7e-00000000aa03',
  eventType: 'ConsentGiven',
  givenAt: '2026-11-01T10:00:00.000Z',
  consentId: '0b1c2d3e-4f5a-4b6c-8d7e-00000000aa04',
};
const lead = { evidence: [older, given] };

const withdrawn = (consentIds: string[]): UnstampedEvent => ({
  type: 'ConsentWithdrawn',
  schemaVersion: 1,
  data: { userId: owner, purpose: 'lead-sharing', consentIds, source: 'owner-request' },
});
const optedOut: UnstampedEvent = {
  type: 'SaleAndSharingOptedOut',
  schemaVersion: 1,
  data: { userId: owner, source: 'owner-request' },
} as UnstampedEvent;
const erased: UnstampedEvent = {
  type: 'OwnerErased',
  schemaVersion: 1,
  data: { userId: owner, source: 'owner-request', reference: null },
} as UnstampedEvent;

const decide = (events: UnstampedEvent[]) =>
  leadReleaseWorkflow.decide(lead, fold(leadReleaseWorkflow, events));

/** ADR 046: the forwarder's "may this lead still go out", on the domain's sharing-rights fold. */
describe('lead release workflow', () => {
  it('releases a lead when nothing it rests on has changed', () => {
    expect(decide([])).toEqual({ type: 'ReleaseLead' });
    expect(decide([withdrawn(['0b1c2d3e-4f5a-4b6c-8d7e-00000000ffff'])])).toEqual({
      type: 'ReleaseLead',
    });
  });

  it('withholds a lead citing a withdrawn consent, by its consent id or, for an older consent, its event id', () => {
    expect(decide([withdrawn([given.consentId!])])).toEqual({
      type: 'WithholdLead',
      failure: 'consent-withdrawn',
      detail: 'the owner withdrew their lead-sharing consent',
    });
    expect(decide([withdrawn([older.eventId])])).toEqual({
      type: 'WithholdLead',
      failure: 'consent-withdrawn',
      detail: 'the owner withdrew their terms consent',
    });
  });

  it('withholds every lead of an owner who opted out, and names erasure first when both happened', () => {
    expect(decide([optedOut])).toEqual({
      type: 'WithholdLead',
      failure: 'opted-out',
      detail: 'the owner opted out of sale and sharing',
    });
    expect(decide([optedOut, withdrawn([given.consentId!]), erased])).toEqual({
      type: 'WithholdLead',
      failure: 'owner-erased',
      detail: 'the owner was erased',
    });
  });
});
