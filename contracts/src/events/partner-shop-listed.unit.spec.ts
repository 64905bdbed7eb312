import { shopListing } from '../test-fixtures';
import { partnerShopListedSchema } from './partner-shop-listed';

const listing = shopListing;

const event = (data: object) => ({
  type: 'PartnerShopListed',
  schemaVersion: 1,
  data,
  metadata: {
    eventId: '0e4b5f0b-33a4-4c59-a2a4-8f1f5b1f2c22',
    correlationId: '0e4b5f0b-33a4-4c59-a2a4-8f1f5b1f2c22',
    causationId: null,
    occurredAt: '2026-11-21T10:00:00.000Z',
  },
});

describe('partnerShopListedSchema', () => {
  it('accepts a listing', () => {
    expect(partnerShopListedSchema.safeParse(event(listing)).success).toBe(true);
  });

  it.each([
    ['a shop id that is not a slug', { shopId: 'Shop 1' }],
    ['a ZIP+4 (listings keep the five digits)', { zip: '85253-1234' }],
    ['a latitude off the globe', { lat: 91 }],
    ['a rating above 5', { rating: 5.1 }],
    ['a fractional review count', { reviewCount: 2.5 }],
    ['no services', { services: [] }],
    ['an unknown service', { services: ['car wash'] }],
    ['an unknown field', { website: 'https://example.com' }],
  ])('rejects %s', (_case, change) => {
    expect(partnerShopListedSchema.safeParse(event({ ...listing, ...change })).success).toBe(false);
  });
});
