import type { EventOfType } from '@fairwrench/contracts';
import { canonicalJson, nameBasedUuid } from '../directory/name-based-uuid';
import type { ShopListing } from './demo-directory';

type PartnerShopListed = Omit<EventOfType<'PartnerShopListed'>, 'metadata'>;

export interface ListShop {
  readonly type: 'ListShop';
  readonly listing: ShopListing;
}

/** The shop's stream so far: its current listing and the stream's version. */
export interface ListingState {
  readonly listing: ShopListing | undefined;
  readonly version: bigint;
}

export const unlisted: ListingState = { listing: undefined, version: 0n };

export function evolve(state: ListingState, event: PartnerShopListed): ListingState {
  return { listing: event.data, version: state.version + 1n };
}

/** A new or changed listing is recorded; the same listing again is nothing new. */
export function decide(command: ListShop, state: ListingState): PartnerShopListed[] {
  if (state.listing && canonicalJson(state.listing) === canonicalJson(command.listing)) return [];
  return [{ type: 'PartnerShopListed', schemaVersion: 1, data: command.listing }];
}

/**
 * The event id comes from the shop, the stream version it follows and the listing: two
 * seeders racing to record the same change produce the same event, which the store keeps once.
 */
export function listingEventId(event: PartnerShopListed, after: ListingState): string {
  const { shopId } = event.data;
  return nameBasedUuid(`PartnerShopListed:${shopId}:${after.version}:${canonicalJson(event.data)}`);
}

export const shopStreamId = (shopId: string) => `partner-shop-${shopId}`;
