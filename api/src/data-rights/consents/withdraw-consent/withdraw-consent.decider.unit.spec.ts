import {
  consentGiven,
  consentIds,
  consentWithdrawn,
  eventIds,
  managedRepairScheduled,
  recorded,
  scheduledWithConsent,
  vehicleRegistered,
  vehicleWithConsents,
} from '../../../leads/testing/lead-events';
import { ids } from '../../../managed-repairs/testing/managed-repair-events';
import type { Unstamped } from '@fairwrench/domain';
import { deciderSpecification } from '@fairwrench/domain/testing';
import { withdrawConsentDecider, type WithdrawConsent } from '@fairwrench/domain';

const spec = deciderSpecification(withdrawConsentDecider);

const withdraw = (purpose: WithdrawConsent['purpose']): WithdrawConsent => ({
  type: 'WithdrawConsent',
  userId: ids.user,
  purpose,
  source: 'owner-request',
});

const withdrawn = (
  purpose: WithdrawConsent['purpose'],
  withdrawnIds: string[],
): Unstamped<'ConsentWithdrawn'> => ({
  type: 'ConsentWithdrawn',
  schemaVersion: 1,
  data: { userId: ids.user, purpose, consentIds: withdrawnIds, source: 'owner-request' },
});

const NEW_SHARING = '2d3e4f5a-6b7c-4d8e-9f0a-000000000009';
/** A second vehicle of the owner's, registered later with its own consents. */
const secondVehicle = [
  recorded(vehicleRegistered, '0b1c2d3e-4f5a-4b6c-8d7e-000000000019', '2026-11-22T10:00:00.000Z'),
  consentGiven('terms', '2d3e4f5a-6b7c-4d8e-9f0a-000000000008', '2026-11-22T10:00:00.000Z', '/'),
  consentGiven('lead-sharing', NEW_SHARING, '2026-11-22T10:00:00.000Z', '/'),
];

/** The same repair booked again, with a new consent to calls and texts. */
const rebooked = [
  recorded(
    managedRepairScheduled,
    '0b1c2d3e-4f5a-4b6c-8d7e-000000000017',
    '2026-11-21T12:00:00.000Z',
  ),
  consentGiven(
    'sms-and-calls',
    consentIds.laterSms,
    '2026-11-21T12:00:00.000Z',
    '/steps/managed-repair-info',
  ),
];

describe('withdraw consent', () => {
  it('given the consents of registering, when lead-sharing is withdrawn, then that consent is named, not the terms', () => {
    spec
      .given(vehicleWithConsents)
      .when(withdraw('lead-sharing'))
      .then([withdrawn('lead-sharing', [consentIds.leadSharing])]);
  });

  it('given two bookings, when calls and texts are withdrawn, then both consents in force are named', () => {
    spec
      .given([...vehicleWithConsents, ...scheduledWithConsent, ...rebooked])
      .when(withdraw('sms-and-calls'))
      .then([withdrawn('sms-and-calls', [consentIds.sms, consentIds.laterSms])]);
  });

  it('given a consent recorded before ConsentGiven existed, when withdrawn, then the event that recorded it is named', () => {
    spec
      .given([vehicleRegistered, managedRepairScheduled])
      .when(withdraw('sms-and-calls'))
      .then([withdrawn('sms-and-calls', [eventIds.scheduled])]);
    spec
      .given([vehicleRegistered])
      .when(withdraw('terms'))
      .then([withdrawn('terms', [eventIds.registered])]);
  });

  it('given a withdrawal, when asked again, then nothing new is recorded', () => {
    spec
      .given([...vehicleWithConsents, consentWithdrawn('terms', [consentIds.terms])])
      .when(withdraw('terms'))
      .thenNothing();
  });

  it('given a withdrawal and then a new vehicle with its own consent, when withdrawn again, then only the new consent is named', () => {
    spec
      .given([
        ...vehicleWithConsents,
        consentWithdrawn('lead-sharing', [consentIds.leadSharing]),
        ...secondVehicle,
      ])
      .when(withdraw('lead-sharing'))
      .then([withdrawn('lead-sharing', [NEW_SHARING])]);
  });

  it('given no consent to calls and texts, when withdrawn, then it is not found', () => {
    spec
      .given(vehicleWithConsents)
      .when(withdraw('sms-and-calls'))
      .thenThrows('not_found', 'You have not given consent to sms-and-calls');
  });
});
