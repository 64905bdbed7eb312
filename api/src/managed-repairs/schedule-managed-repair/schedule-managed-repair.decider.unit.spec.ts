import { DomainError } from '../../shared/domain/domain-error';
import {
  evolve,
  initialManagedRepairState,
  type ManagedRepairState,
} from '../managed-repair-stream';
import { decide, type ScheduleManagedRepair } from './schedule-managed-repair.decider';

const ids = {
  managedRepair: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60',
  diagnostic: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  issue: 'b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e',
  user: '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f',
  stranger: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
};

const requested: ManagedRepairState = evolve(initialManagedRepairState, {
  type: 'ManagedRepairRequested',
  schemaVersion: 1,
  data: {
    managedRepairId: ids.managedRepair,
    diagnosticId: ids.diagnostic,
    issueId: ids.issue,
    userId: ids.user,
  },
});

const command: ScheduleManagedRepair = {
  type: 'ScheduleManagedRepair',
  managedRepairId: ids.managedRepair,
  userId: ids.user,
  details: {
    phoneNumber: '(480) 555-0134',
    smsOptIn: true,
    preferredDate: '2026-12-01T09:00:00.000-07:00',
    vehicleZipCode: '85253',
  },
  now: new Date('2026-11-21T10:00:00.000Z'),
};

describe('schedule managed repair', () => {
  it('given a requested repair, when scheduled, then records the details and when consent was given', () => {
    const [event] = decide(command, requested);

    expect(event).toEqual({
      type: 'ManagedRepairScheduled',
      schemaVersion: 1,
      data: {
        managedRepairId: ids.managedRepair,
        phoneNumber: '(480) 555-0134',
        smsConsent: { given: true, givenAt: '2026-11-21T10:00:00.000Z' },
        preferredDate: '2026-12-01T09:00:00.000-07:00',
        vehicleZipCode: '85253',
      },
    });
  });

  it('given a scheduled repair, when scheduled again, then records the new details', () => {
    const scheduled = decide(command, requested).reduce(evolve, requested);
    const later = new Date('2026-11-22T08:00:00.000Z');

    const [event] = decide({ ...command, now: later }, scheduled);

    expect(scheduled.status).toBe('scheduled');
    expect(event.data.smsConsent.givenAt).toBe(later.toISOString());
  });

  it.each([
    ['no repair at all', initialManagedRepairState, command],
    ['another owner', requested, { ...command, userId: ids.stranger }],
    ['another repair id', requested, { ...command, managedRepairId: ids.stranger }],
  ])('refuses %s as not found', (_case, state, attempt) => {
    expect(() => decide(attempt, state)).toThrow(DomainError);
    expect(() => decide(attempt, state)).toThrow('Managed repair not found');
  });
});
