import { firstMessage, ids, without } from '../test-fixtures';
import {
  shopRecommendationsParamsSchema,
  shopSearchQuerySchema,
  shopsResponseSchema,
} from './shops';

const shop = {
  id: 'shop-42',
  name: 'Main Street Auto',
  address: '1 Main St, Scottsdale, AZ 85253',
  distanceInMiles: 2.4,
  rating: 4.7,
  reviewCount: 312,
  phone: '(480) 555-0100',
  hours: 'Mon-Fri 8 AM-6 PM',
};

describe('shopsResponseSchema', () => {
  it('accepts shops with and without an id, and an empty list', () => {
    const shops = [shop, without(shop, 'id')];
    expect(shopsResponseSchema.safeParse({ shops }).success).toBe(true);
    expect(shopsResponseSchema.safeParse({ shops: [] }).success).toBe(true);
  });

  it.each([
    ['rating above 5', { rating: 5.5 }],
    ['fractional review count', { reviewCount: 3.5 }],
    ['distance as text', { distanceInMiles: '2.4 mi' }],
    ['unknown field', { website: 'https://example.com' }],
  ])('rejects a shop with %s', (_case, change) => {
    expect(shopsResponseSchema.safeParse({ shops: [{ ...shop, ...change }] }).success).toBe(false);
  });
});

describe('shopSearchQuerySchema', () => {
  it('accepts a ZIP code with or without the cache-buster', () => {
    expect(shopSearchQuerySchema.safeParse({ zipCode: '85253' }).success).toBe(true);
    expect(shopSearchQuerySchema.safeParse({ zipCode: '90210', _t: '1741000000000' }).success).toBe(
      true,
    );
  });

  it('asks for a ZIP code when it is empty or missing', () => {
    expect(firstMessage(shopSearchQuerySchema, { zipCode: '' })).toBe('Please enter a ZIP code');
    expect(firstMessage(shopSearchQuerySchema, {})).toBe('Please enter a ZIP code');
  });

  it('explains a malformed ZIP code', () => {
    expect(firstMessage(shopSearchQuerySchema, { zipCode: '8525x' })).toBe(
      'Please enter a valid ZIP code, for example 85253',
    );
  });

  it('rejects a non-numeric cache-buster and unknown parameters', () => {
    expect(shopSearchQuerySchema.safeParse({ zipCode: '85253', _t: 'now' }).success).toBe(false);
    expect(shopSearchQuerySchema.safeParse({ zipCode: '85253', radius: '5' }).success).toBe(false);
  });
});

describe('shopRecommendationsParamsSchema', () => {
  it('needs a diagnostic uuid', () => {
    expect(
      shopRecommendationsParamsSchema.safeParse({ diagnosticId: ids.diagnostic }).success,
    ).toBe(true);
    expect(shopRecommendationsParamsSchema.safeParse({ diagnosticId: 'x' }).success).toBe(false);
  });
});
