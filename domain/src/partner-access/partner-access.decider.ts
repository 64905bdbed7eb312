import { partnerAcls, partnerPrincipal, partnerTopic } from '@fairwrench/contracts';
import type { Decider } from '../decider';
import { DomainError } from '../domain-error';
import type { Unstamped } from '../event-envelope';

export type PartnerAccessCommand =
  | {
      readonly type: 'GrantPartnerAccess';
      readonly shopId: string;
      /** Whether the directory lists the shop as a partner now. */
      readonly listedAsPartner: boolean;
      readonly by: string;
    }
  | { readonly type: 'RevokePartnerAccess'; readonly shopId: string; readonly by: string };

type PartnerAccessEvent = Unstamped<'PartnerAccessGranted' | 'PartnerAccessRevoked'>;

export type PartnerAccessState = { readonly status: 'none' | 'active' | 'revoked' };

function evolve(state: PartnerAccessState, event: PartnerAccessEvent): PartnerAccessState {
  const { type } = event;
  switch (type) {
    case 'PartnerAccessGranted':
      return { status: 'active' };
    case 'PartnerAccessRevoked':
      return { status: 'revoked' };
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/**
 * Access is granted once (granting again decides nothing: rotate by revoking first), only to a
 * shop the directory lists as a partner; revoking what is not active decides nothing.
 */
function decide(command: PartnerAccessCommand, state: PartnerAccessState): PartnerAccessEvent[] {
  const { shopId, by } = command;
  const principal = partnerPrincipal(shopId);
  const topic = partnerTopic(shopId);
  if (command.type === 'RevokePartnerAccess') {
    if (state.status !== 'active') return [];
    return [
      {
        type: 'PartnerAccessRevoked',
        schemaVersion: 1,
        data: { shopId, principal, topic, revokedBy: by },
      },
    ];
  }
  if (state.status === 'active') return [];
  if (!command.listedAsPartner) {
    throw new DomainError('not_found', `No partner shop ${shopId} in the shop directory`);
  }
  return [
    {
      type: 'PartnerAccessGranted',
      schemaVersion: 1,
      data: { shopId, principal, topic, acls: partnerAcls(shopId), grantedBy: by },
    },
  ];
}

export const partnerAccessDecider: Decider<
  PartnerAccessCommand,
  PartnerAccessState,
  PartnerAccessEvent
> = {
  eventTypes: ['PartnerAccessGranted', 'PartnerAccessRevoked'],
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
