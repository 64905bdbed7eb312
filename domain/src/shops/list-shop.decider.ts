import { canonicalJson } from '../canonical-json';
import type { Decider } from '../decider';
import type { Unstamped } from '../event-envelope';

type PartnerShopListed = Unstamped<'PartnerShopListed'>;

/** A partner shop's directory entry, as listed. */
export type ShopListing = PartnerShopListed['data'];

export interface ListShop {
  readonly type: 'ListShop';
  readonly listing: ShopListing;
}

/** The shop's current listing, if it has one. */
type ListingState = ShopListing | undefined;

function evolve(state: ListingState, event: PartnerShopListed): ListingState {
  const { type } = event;
  switch (type) {
    case 'PartnerShopListed':
      return event.data;
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/** A new or changed listing is recorded; the same listing again (key order aside) is nothing new. */
function decide(command: ListShop, current: ListingState): PartnerShopListed[] {
  if (current && canonicalJson(current) === canonicalJson(command.listing)) return [];
  return [{ type: 'PartnerShopListed', schemaVersion: 1, data: command.listing }];
}

export const listShopDecider: Decider<ListShop, ListingState, PartnerShopListed> = {
  eventTypes: ['PartnerShopListed'],
  initialState: () => undefined,
  evolve,
  decide,
};

export const shopStreamId = (shopId: string) => `partner-shop-${shopId}`;
