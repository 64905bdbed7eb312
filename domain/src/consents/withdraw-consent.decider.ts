import type { ConsentPurpose } from '@fairwrench/contracts';
import type { Decider } from '../decider';
import { DomainError } from '../domain-error';
import type { Unstamped } from '../event-envelope';
import {
  consentsInForce,
  ownerConsentsFold,
  type ConsentEvent,
  type OwnerConsents,
} from './owner-consents';

export interface WithdrawConsent {
  readonly type: 'WithdrawConsent';
  readonly userId: string;
  readonly purpose: ConsentPurpose;
  readonly source: Unstamped<'ConsentWithdrawn'>['data']['source'];
}

/**
 * Withdraws every consent to the purpose still in force, each named by its id, so a consent
 * given afterwards (a new vehicle, a new booking) is not caught by it. Asking again decides
 * nothing until a new consent is given; a purpose never consented to is not found.
 */
function decide(command: WithdrawConsent, state: OwnerConsents): ConsentEvent[] {
  const { userId, purpose, source } = command;
  const inForce = consentsInForce(state, purpose);
  if (inForce.length > 0) {
    const consentIds = inForce.map((consent) => consent.consentId);
    return [
      { type: 'ConsentWithdrawn', schemaVersion: 1, data: { userId, purpose, consentIds, source } },
    ];
  }
  if (state.withdrawals.some((withdrawal) => withdrawal.purpose === purpose)) return [];
  throw new DomainError('not_found', `You have not given consent to ${purpose}`);
}

/** Folded from the owner's vehicles and bookings, then their data-rights stream. */
export const withdrawConsentDecider: Decider<WithdrawConsent, OwnerConsents, ConsentEvent> = {
  ...ownerConsentsFold,
  decide,
};
