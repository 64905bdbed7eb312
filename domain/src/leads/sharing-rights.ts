import type { ConsentEvidence, LEAD_DELIVERY_FAILURES } from '@fairwrench/contracts';
import {
  evolveConsents,
  noConsents,
  withdrawnConsentIds,
  type OwnerConsents,
} from '../consents/owner-consents';
import type { Decider } from '../decider';
import type { Unstamped } from '../event-envelope';

/**
 * "May this owner's details go to a shop?", written once (ADR 046). The owner's rights as
 * their data-rights stream and consent facts record them: erased, opted out of sale and
 * sharing, and the consents given and withdrawn. The share-leads decider asks it before a
 * lead is decided; the lead forwarder asks it again before a decided lead goes out.
 */
export interface SharingRights {
  readonly erased: boolean;
  readonly optedOut: boolean;
  readonly consents: OwnerConsents;
}

export type SharingRightsEvent = Unstamped<
  | 'OwnerErased'
  | 'SaleAndSharingOptedOut'
  | 'VehicleRegistered'
  | 'ManagedRepairScheduled'
  | 'ConsentGiven'
  | 'ConsentWithdrawn'
>;

export const noSharingRights = (): SharingRights => ({
  erased: false,
  optedOut: false,
  consents: noConsents(),
});

export function evolveSharingRights(
  state: SharingRights,
  event: SharingRightsEvent,
): SharingRights {
  const { type } = event;
  switch (type) {
    // An erased owner has nothing left to share: their details read as erased (ADR 024).
    case 'OwnerErased':
      return { ...state, erased: true };
    case 'SaleAndSharingOptedOut':
      return { ...state, optedOut: true };
    case 'VehicleRegistered':
    case 'ManagedRepairScheduled':
    case 'ConsentGiven':
    case 'ConsentWithdrawn':
      return { ...state, consents: evolveConsents(state.consents, event) };
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/** How the owner's sharing rights are folded; a decider over them adds its own `decide`. */
export const sharingRightsFold: Omit<
  Decider<unknown, SharingRights, SharingRightsEvent>,
  'decide'
> = {
  eventTypes: [
    'OwnerErased',
    'SaleAndSharingOptedOut',
    'VehicleRegistered',
    'ManagedRepairScheduled',
    'ConsentGiven',
    'ConsentWithdrawn',
  ],
  initialState: noSharingRights,
  evolve: evolveSharingRights,
};

/** Why nothing of this owner may be shared at all, if nothing may: erased, or opted out. */
export type SharingStopped = {
  readonly failure: Extract<(typeof LEAD_DELIVERY_FAILURES)[number], 'owner-erased' | 'opted-out'>;
  readonly detail: string;
};

export function sharingStopped(rights: SharingRights): SharingStopped | null {
  if (rights.erased) return { failure: 'owner-erased', detail: 'the owner was erased' };
  if (rights.optedOut) {
    return { failure: 'opted-out', detail: 'the owner opted out of sale and sharing' };
  }
  return null;
}

/** The first consent `evidence` cites that the owner has withdrawn since, if any. */
export function withdrawnEvidence(
  rights: SharingRights,
  evidence: readonly ConsentEvidence[],
): ConsentEvidence | undefined {
  const withdrawn = withdrawnConsentIds(rights.consents);
  return evidence.find((item) => withdrawn.has(item.consentId ?? item.eventId));
}
