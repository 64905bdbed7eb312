import type { ErasureSource } from '@fairwrench/contracts';
import type { Decider } from '../decider';
import type { Unstamped } from '../event-envelope';

export interface EraseOwner {
  readonly type: 'EraseOwner';
  readonly userId: string;
  readonly source: ErasureSource;
  readonly reference: string | null;
  /**
   * The owner's last address, read before their key is destroyed, for the receipt (ADR 057),
   * with the ZIP code of the same vehicle: the receipt tells the time on the owner's clock.
   */
  readonly receipt?:
    { readonly receiptId: string; readonly to: string; readonly zipCode: string } | undefined;
}

type Erased = Unstamped<'OwnerErased'>;

/** Whether, and when, the owner was erased, as their data-rights stream records it. */
export interface ErasureState {
  readonly erased: boolean;
  /** The recorded time; null until erased (or for an erasure decided a moment ago). */
  readonly erasedAt: string | null;
}

function evolve(state: ErasureState, event: Erased): ErasureState {
  const { type } = event;
  switch (type) {
    case 'OwnerErased': {
      if (state.erased) return state;
      const recorded = (event as { metadata?: { occurredAt: string } }).metadata;
      return { erased: true, erasedAt: recorded?.occurredAt ?? null };
    }
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/** An owner is erased once; asking again (a retry, a second click) decides nothing. */
function decide(command: EraseOwner, state: ErasureState): Erased[] {
  if (state.erased) return [];
  return [
    {
      type: 'OwnerErased',
      schemaVersion: 1,
      data: {
        userId: command.userId,
        source: command.source,
        reference: command.reference,
        ...(command.receipt ? { receipt: { ...command.receipt } } : {}),
      },
    },
  ];
}

export const eraseOwnerDecider: Decider<EraseOwner, ErasureState, Erased> = {
  eventTypes: ['OwnerErased'],
  initialState: () => ({ erased: false, erasedAt: null }),
  evolve,
  decide,
};
