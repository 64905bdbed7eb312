import type { Decider } from '../decider';
import type { Unstamped } from '../event-envelope';

type ShopsRecommended = Unstamped<'ShopsRecommended'>;

export interface RecordShopsRecommended {
  readonly type: 'RecordShopsRecommended';
  readonly diagnosticId: string;
  readonly userId: string;
  readonly zipCode: string;
  readonly shopIds: readonly string[];
}

/** The lists already recorded for the analysis, by ZIP and shops in order: the shops, in order. */
export type ShownLists = ReadonlyMap<string, readonly string[]>;

const listKey = (zipCode: string, shopIds: readonly string[]) => `${zipCode}:${shopIds.join(',')}`;

function evolve(shown: ShownLists, event: ShopsRecommended): ShownLists {
  const { type } = event;
  switch (type) {
    case 'ShopsRecommended':
      return new Map([
        ...shown,
        [listKey(event.data.zipCode, event.data.shopIds), event.data.shopIds],
      ]);
    default: {
      const _unexpected: never = type;
      return shown;
    }
  }
}

/**
 * Nothing shown, nothing to record; and the same list shown again for the same analysis is
 * the same fact, kept once however often the owner opens the page.
 */
function decide(command: RecordShopsRecommended, shown: ShownLists): ShopsRecommended[] {
  if (command.shopIds.length === 0 || shown.has(listKey(command.zipCode, command.shopIds))) {
    return [];
  }
  return [
    {
      type: 'ShopsRecommended',
      schemaVersion: 1,
      data: {
        diagnosticId: command.diagnosticId,
        userId: command.userId,
        zipCode: command.zipCode,
        shopIds: [...command.shopIds],
      },
    },
  ];
}

export const recordShopsRecommendedDecider: Decider<
  RecordShopsRecommended,
  ShownLists,
  ShopsRecommended
> = {
  eventTypes: ['ShopsRecommended'],
  initialState: () => new Map(),
  evolve,
  decide,
};

/** The stream of the lists shown for one analysis. */
export const shopRecommendationsStreamId = (diagnosticId: string): string =>
  `shop-recommendations-${diagnosticId}`;

/** The latest list shown that holds the shop, if the owner was ever shown it. */
export function listShowing(shown: ShownLists, shopId: string): readonly string[] | undefined {
  return [...shown.values()].reverse().find((shopIds) => shopIds.includes(shopId));
}
