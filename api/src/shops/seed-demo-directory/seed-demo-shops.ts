import { randomUUID as randomId } from 'node:crypto';
import {
  comparePositions,
  START,
  type EventStore,
  type GlobalPosition,
} from '@fairwrench/event-store';
import { handleCommand } from '@fairwrench/domain';
import { nameBasedUuid } from '../directory/name-based-uuid';
import { loadDemoDirectory } from './demo-directory';
import { listShopDecider, shopStreamId } from '@fairwrench/domain';

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

/**
 * Lists every shop of the fictional demo directory (demo-directory.json). Safe to run again
 * and from several processes at once: an unchanged listing is skipped, and of two runs racing
 * to record the same change, the second decides again on the first's listing and skips it.
 */
export async function seedDemoShops(store: EventStore, now = new Date()): Promise<SeedResult> {
  const listings = loadDemoDirectory();
  const context = { correlationId: SEED_CORRELATION_ID, causationId: null, now, newId: randomId };
  let appended = 0;
  let position = START;
  for (const listing of listings) {
    const seeded = await handleCommand(
      store,
      shopStreamId(listing.shopId),
      listShopDecider,
      { type: 'ListShop', listing },
      { context },
    );
    appended += seeded.newEvents.length;
    if (seeded.position) position = later(seeded.position, position);
  }
  return { shops: listings.length, appended, position };
}
