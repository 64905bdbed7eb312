import { partnerShopListedSchema } from '@fairwrench/contracts';
import {
  comparePositions,
  envelopeOf,
  START,
  type EventStore,
  type GlobalPosition,
} from '@fairwrench/event-store';
import { stamp } from '../../shared/domain/event-envelope';
import { nameBasedUuid } from '../directory/name-based-uuid';
import { loadDemoDirectory, type ShopListing } from './demo-directory';
import {
  decide,
  evolve,
  listingEventId,
  shopStreamId,
  unlisted,
  type ListingState,
} from './list-shop.decider';

export interface SeedResult {
  /** Shops in the demo directory. */
  readonly shops: number;
  /** Listings appended now; 0 when the directory was already seeded unchanged. */
  readonly appended: number;
  /** Wait for the shops projection to reach this before reading the directory. */
  readonly position: GlobalPosition;
}

/** One correlation id for every seeding run: the events come from the same file. */
const SEED_CORRELATION_ID = nameBasedUuid('seed:demo-directory');

const later = (a: GlobalPosition, b: GlobalPosition) => (comparePositions(a, b) >= 0 ? a : b);

/** Lists one shop unless its stream already ends with the same listing. */
async function seedShop(store: EventStore, listing: ShopListing, now: Date) {
  const streamId = shopStreamId(listing.shopId);
  const stored = await store.readStream(streamId);
  const state: ListingState = stored
    .map((event) => partnerShopListedSchema.parse(envelopeOf(event)))
    .reduce(evolve, unlisted);
  const events = decide({ type: 'ListShop', listing }, state);
  const [event] = events;
  if (!event) return { appended: false, position: stored.at(-1)?.position ?? START };
  const context = {
    correlationId: SEED_CORRELATION_ID,
    causationId: null,
    now,
    newId: () => listingEventId(event, state),
  };
  const expected = state.version === 0n ? 'no_stream' : state.version;
  const result = await store.appendToStream(streamId, stamp(events, context), expected);
  return { appended: !result.duplicate, position: result.position };
}

/**
 * Lists every shop of the fictional demo directory (demo-directory.json). Safe to run again
 * and from several processes at once: an unchanged listing is skipped, and two runs racing to
 * record the same change write the same event id, which the store keeps once.
 */
export async function seedDemoShops(store: EventStore, now = new Date()): Promise<SeedResult> {
  const listings = loadDemoDirectory();
  let appended = 0;
  let position = START;
  for (const listing of listings) {
    const seeded = await seedShop(store, listing, now);
    if (seeded.appended) appended++;
    position = later(seeded.position, position);
  }
  return { shops: listings.length, appended, position };
}
