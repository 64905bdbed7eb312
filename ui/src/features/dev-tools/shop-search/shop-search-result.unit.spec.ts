/// <reference types="jest" />
import type { Shop } from '@fairwrench/contracts';
import { invalidEntriesNote, readShopSearchBody, SHOP_TEST_MESSAGES } from './shop-search-result';

const shop: Shop = {
  id: 'demo-phx-01',
  name: 'Tall Pine Auto Service (Demo)',
  address: '6828 Wickerbay Rd, Paradise Valley, AZ 85253',
  distanceInMiles: 0.4,
  rating: 4.8,
  reviewCount: 185,
  phone: '(480) 555-0100',
  hours: 'Mon-Fri 7 AM-7 PM',
};

describe('readShopSearchBody', () => {
  it('lists the shops of a well-formed answer, in order', () => {
    // Map-search results carry no id.
    const { id: _id, ...second } = { ...shop, name: 'Second (Demo)' };
    expect(readShopSearchBody({ shops: [shop, second] })).toEqual({
      kind: 'shops',
      shops: [shop, second],
      invalid: 0,
    });
  });

  it('reads an empty shops array as no shops found', () => {
    expect(readShopSearchBody({ shops: [] })).toEqual({ kind: 'empty' });
  });

  it.each([
    ['null', null],
    ['a string', 'no shops'],
    ['an array', [shop]],
    ['an object without shops', { results: [shop] }],
    ['shops that is not an array', { shops: { 0: shop } }],
  ])('reports %s as an answer without a shops array', (_label, body) => {
    expect(readShopSearchBody(body)).toEqual({ kind: 'missing' });
  });

  it('keeps the valid shops and counts the entries that are not shops', () => {
    const noRating = { ...shop, rating: undefined };
    expect(readShopSearchBody({ shops: [noRating, shop, 'x'] })).toEqual({
      kind: 'shops',
      shops: [shop],
      invalid: 2,
    });
  });
});

describe('the shop test messages', () => {
  it('use the wording of spec section 8', () => {
    expect(SHOP_TEST_MESSAGES).toEqual({
      zipRequired: 'Please enter a ZIP code',
      failed: 'Failed to fetch shops',
      missing: 'No shops found in the response',
      empty: 'No shops found. Try a different ZIP code.',
    });
  });

  it('name how many entries were left out, if any', () => {
    expect(invalidEntriesNote(0)).toBeNull();
    expect(invalidEntriesNote(1)).toBe(
      '1 entry in the response did not look like a shop and is not shown.',
    );
    expect(invalidEntriesNote(3)).toMatch(/^3 entries .* are not shown\.$/);
  });
});
