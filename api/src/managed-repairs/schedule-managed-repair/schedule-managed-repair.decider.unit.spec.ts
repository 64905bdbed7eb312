import type { Unstamped } from '@fairwrench/domain';
import { deciderSpecification } from '@fairwrench/domain/testing';
import { ids, managedRepairRequested } from '../testing/managed-repair-events';
import { scheduleManagedRepairDecider, type ScheduleManagedRepair } from '@fairwrench/domain';

const spec = deciderSpecification(scheduleManagedRepairDecider);

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
  smsConsent: {
    consentId: '5d6e7f80-1a2b-4c3d-8e4f-000000000003',
    purpose: 'sms-and-calls',
    textVersion: '2026-11-01',
    textSha256: 'a'.repeat(64),
    sourcePage: '/steps/managed-repair-info',
    clientFingerprint: `hmac-sha256:${'c'.repeat(64)}`,
  },
  now: new Date('2026-11-21T10:00:00.000Z'),
};

const scheduled = (givenAt: string): Unstamped<'ManagedRepairScheduled'> => ({
  type: 'ManagedRepairScheduled',
  schemaVersion: 1,
  data: {
    managedRepairId: ids.managedRepair,
    userId: ids.user,
    phoneNumber: '(480) 555-0134',
    smsConsent: { given: true, givenAt },
    preferredDate: '2026-12-01T09:00:00.000-07:00',
    vehicleZipCode: '85253',
  },
});

const consentGiven = (givenAt: string): Unstamped<'ConsentGiven'> => ({
  type: 'ConsentGiven',
  schemaVersion: 1,
  data: { ...command.smsConsent, userId: ids.user, givenAt },
});

describe('schedule managed repair', () => {
  it('given a requested repair, when scheduled, then records the details and the consent to calls and texts, in one append', () => {
    spec
      .given([managedRepairRequested])
      .when(command)
      .then([scheduled('2026-11-21T10:00:00.000Z'), consentGiven('2026-11-21T10:00:00.000Z')]);
  });

  it('given a scheduled repair, when scheduled again, then records the new details with a fresh consent', () => {
    spec
      .given([
        managedRepairRequested,
        scheduled('2026-11-21T10:00:00.000Z'),
        consentGiven('2026-11-21T10:00:00.000Z'),
      ])
      .when({ ...command, now: new Date('2026-11-22T08:00:00.000Z') })
      .then([scheduled('2026-11-22T08:00:00.000Z'), consentGiven('2026-11-22T08:00:00.000Z')]);
  });

  it.each([
    ['no repair at all', [], command],
    ['another owner', [managedRepairRequested], { ...command, userId: ids.stranger }],
    ['another repair id', [managedRepairRequested], { ...command, managedRepairId: ids.stranger }],
  ])('refuses %s as not found', (_case, given, attempt) => {
    spec.given(given).when(attempt).thenThrows('not_found', 'Managed repair not found');
  });
});
