import type { Shop } from '@fairwrench/contracts';
import { render, screen } from '@testing-library/react';
import { RecommendedShops } from './recommended-shops';

const INTRO = /These highly rated shops near you are a good fit for your repair/;

const shop: Shop = {
  id: 'demo-phx-01',
  name: 'Desert Auto Care',
  address: '100 W Main St, Phoenix, AZ 85004',
  distanceInMiles: 2.4,
  rating: 4.8,
  reviewCount: 210,
  phone: '(602) 555-0100',
  hours: 'Mon-Fri 8-6',
};

const listing = (shops: Shop[]) => (
  <RecommendedShops diagnosticId="diagnostic-1" query={{ status: 'success', data: { shops } }} />
);

describe('the recommended shops', () => {
  it('introduces the shops it lists', () => {
    render(listing([shop]));
    expect(screen.getByText(INTRO)).toBeTruthy();
  });

  it('says no shops were found, without introducing shops that are not there', () => {
    render(listing([]));
    expect(
      screen.getByText(
        'No shops found in your area. Please try searching with a different ZIP code.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(INTRO)).toBeNull();
  });
});
