import type { SealedEmail } from '@fairwrench/contracts';
import type { Decider } from '../decider';
import { DomainError } from '../domain-error';
import type { Unstamped } from '../event-envelope';

export interface RequestOptOutByEmail {
  readonly type: 'RequestOptOutByEmail';
  readonly requestId: string;
  readonly tokenHash: string;
  readonly email: SealedEmail;
  readonly expiresAt: Date;
  /** The address as typed and the token, for the mail worker to send the link (ADR 057). */
  readonly mail: { readonly to: string; readonly token: string };
  readonly now: Date;
}

export interface ConfirmOptOutByEmail {
  readonly type: 'ConfirmOptOutByEmail';
  /** The owners whose vehicle records carry the address, looked up when the link was opened. */
  readonly ownerIds: readonly string[];
  readonly now: Date;
}

type OptOutByEmailEvent = Unstamped<'OptOutByEmailRequested' | 'OptOutByEmailConfirmed'>;

export type OptOutByEmailState =
  | { readonly status: 'none' }
  | {
      readonly status: 'requested' | 'confirmed';
      readonly requestId: string;
      readonly email: SealedEmail;
      readonly expiresAt: string;
    };

/** What opening the link can do now; anything but 'confirmable' is the link's fault. */
export type Confirmability = 'confirmable' | 'unknown' | 'expired' | 'used';

export function confirmability(state: OptOutByEmailState, now: Date): Confirmability {
  if (state.status === 'none') return 'unknown';
  if (state.status === 'confirmed') return 'used';
  return now.getTime() >= Date.parse(state.expiresAt) ? 'expired' : 'confirmable';
}

const initialState = (): OptOutByEmailState => ({ status: 'none' });

function evolve(state: OptOutByEmailState, event: OptOutByEmailEvent): OptOutByEmailState {
  const { type } = event;
  switch (type) {
    case 'OptOutByEmailRequested':
      return {
        status: 'requested',
        requestId: event.data.requestId,
        email: event.data.email,
        expiresAt: event.data.expiresAt,
      };
    case 'OptOutByEmailConfirmed':
      return state.status === 'none' ? state : { ...state, status: 'confirmed' };
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

const REFUSALS: Record<Exclude<Confirmability, 'confirmable'>, () => DomainError> = {
  unknown: () => new DomainError('not_found', 'This confirmation link is not valid'),
  used: () => new DomainError('conflict', 'This confirmation link was already used'),
  expired: () => new DomainError('conflict', 'This confirmation link has expired'),
};

/**
 * A request is recorded once per token; its link confirms once, before it expires. The
 * owners opted out are named on the confirmation (their own streams record each opt-out).
 */
function decide(
  command: RequestOptOutByEmail | ConfirmOptOutByEmail,
  state: OptOutByEmailState,
): OptOutByEmailEvent[] {
  if (command.type === 'RequestOptOutByEmail') {
    // A fresh random token names a fresh stream: a second request on it is a bug, not a repeat.
    if (state.status !== 'none') throw new DomainError('conflict', 'This token is already in use');
    return [
      {
        type: 'OptOutByEmailRequested',
        schemaVersion: 1,
        data: {
          requestId: command.requestId,
          tokenHash: command.tokenHash,
          email: command.email,
          expiresAt: command.expiresAt.toISOString(),
          mail: { ...command.mail },
        },
      },
    ];
  }
  const can = confirmability(state, command.now);
  if (can !== 'confirmable') throw REFUSALS[can]();
  if (state.status === 'none') throw REFUSALS.unknown();
  return [
    {
      type: 'OptOutByEmailConfirmed',
      schemaVersion: 1,
      data: { requestId: state.requestId, ownerIds: [...command.ownerIds] },
    },
  ];
}

export const optOutByEmailDecider: Decider<
  RequestOptOutByEmail | ConfirmOptOutByEmail,
  OptOutByEmailState,
  OptOutByEmailEvent
> = {
  eventTypes: ['OptOutByEmailRequested', 'OptOutByEmailConfirmed'],
  initialState,
  evolve,
  decide,
};
