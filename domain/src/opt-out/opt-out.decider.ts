import type { PrivacyChoices } from '@fairwrench/contracts';
import type { Decider } from '../decider';
import type { Unstamped } from '../event-envelope';

export interface OptOutOfSaleAndSharing {
  readonly type: 'OptOutOfSaleAndSharing';
  readonly userId: string;
  readonly source: NonNullable<PrivacyChoices['source']>;
  readonly now: Date;
}

type OptedOut = Unstamped<'SaleAndSharingOptedOut'>;

/** The owner's choices as recorded on their data-rights stream. */
export type DataRightsState = PrivacyChoices;

const initialState = (): DataRightsState => ({
  saleAndSharingOptedOut: false,
  optedOutAt: null,
  source: null,
});

function evolve(state: DataRightsState, event: OptedOut): DataRightsState {
  const { type } = event;
  switch (type) {
    case 'SaleAndSharingOptedOut': {
      if (state.saleAndSharingOptedOut) return state;
      const recorded = (event as { metadata?: { occurredAt: string } }).metadata;
      return {
        saleAndSharingOptedOut: true,
        optedOutAt: recorded?.occurredAt ?? null,
        source: event.data.source,
      };
    }
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/**
 * An opt-out is recorded once: the first one stands (with its source and time), and asking
 * again, or every later request that carries Global Privacy Control, decides nothing.
 */
function decide(command: OptOutOfSaleAndSharing, state: DataRightsState): OptedOut[] {
  if (state.saleAndSharingOptedOut) return [];
  return [
    {
      type: 'SaleAndSharingOptedOut',
      schemaVersion: 1,
      data: { userId: command.userId, source: command.source },
    },
  ];
}

export const optOutDecider: Decider<OptOutOfSaleAndSharing, DataRightsState, OptedOut> = {
  eventTypes: ['SaleAndSharingOptedOut'],
  initialState,
  evolve,
  decide,
};
