import { loadDemoDirectory } from './demo-directory';
import { decide, evolve, listingEventId, unlisted } from './list-shop.decider';

const [listing] = loadDemoDirectory();
const command = { type: 'ListShop' as const, listing: listing! };

describe('list a shop', () => {
  it('given an unlisted shop, records its listing', () => {
    const [event] = decide(command, unlisted);
    expect(event).toEqual({ type: 'PartnerShopListed', schemaVersion: 1, data: listing });
  });

  it('given the same listing, records nothing', () => {
    const state = decide(command, unlisted).reduce(evolve, unlisted);
    expect(decide(command, state)).toEqual([]);
    // Key order is not content: the same listing written differently is still the same.
    const reordered = Object.fromEntries(Object.entries(listing!).reverse()) as typeof listing;
    expect(decide({ ...command, listing: reordered! }, state)).toEqual([]);
  });

  it('given a changed listing, records the change', () => {
    const state = decide(command, unlisted).reduce(evolve, unlisted);
    const changed = { ...listing!, rating: 4.1 };
    expect(decide({ ...command, listing: changed }, state)).toHaveLength(1);
  });

  it('gives the same change the same event id, and a listing restored later a new one', () => {
    const [first] = decide(command, unlisted);
    expect(listingEventId(first!, unlisted)).toBe(listingEventId(first!, unlisted));

    const afterTwo = { listing: { ...listing!, rating: 4.1 }, version: 2n };
    const [restored] = decide(command, afterTwo);
    expect(listingEventId(restored!, afterTwo)).not.toBe(listingEventId(first!, unlisted));
  });
});
