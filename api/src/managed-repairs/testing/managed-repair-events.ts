import { testKnowledge } from '../../analysis/testing/knowledge';
import { issueAnalyst } from '../../issues/submit-issue/issue-analyst';
import { submitIssueDecider } from '@fairwrench/domain';
import { fold } from '@fairwrench/domain';
import type { Unstamped } from '@fairwrench/domain';

/** Fixed ids and the events of one managed repair, for the deciders' given/when/then specs. */
export const ids = {
  managedRepair: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60',
  diagnostic: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  issue: 'b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e',
  user: '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f',
  stranger: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  vehicle: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
} as const;

/** The owner's vehicle, registered with the terms consent. */
export const vehicleRegistered: Unstamped<'VehicleRegistered'> = {
  type: 'VehicleRegistered',
  schemaVersion: 1,
  data: {
    userId: ids.user,
    vehicleId: ids.vehicle,
    owner: { name: 'Dana Reyes', email: 'dana@example.com', zipCode: '85253' },
    vehicle: { year: 2016, make: 'Honda', model: 'Civic', mileage: 87_000 },
    termsConsent: { version: '2026-11-01', acceptedAt: '2026-11-20T10:00:00.000Z' },
  },
};

/** The owner's issue stream, as submitting the issue really records it. */
function issueStream() {
  const decider = submitIssueDecider(issueAnalyst(testKnowledge()));
  const submit = {
    type: 'SubmitIssue',
    issueId: ids.issue,
    diagnosticId: ids.diagnostic,
    sessionUserId: ids.user,
    details: {
      userId: ids.user,
      vehicleId: ids.vehicle,
      issueType: 'symptoms',
      description: 'Grinding noise from the front wheels when braking.',
    },
    photos: [],
    now: new Date('2026-11-21T09:00:00.000Z'),
  } as const;
  return decider.decide(submit, fold(decider, [vehicleRegistered]));
}

export const issueEvents = issueStream();

export const managedRepairRequested: Unstamped<'ManagedRepairRequested'> = {
  type: 'ManagedRepairRequested',
  schemaVersion: 1,
  data: {
    managedRepairId: ids.managedRepair,
    diagnosticId: ids.diagnostic,
    issueId: ids.issue,
    userId: ids.user,
  },
};
