import type { Shop } from '@fairwrench/contracts';
import { sampleShop as shop } from '../../testing/sample-shop';
import { render, screen } from '@testing-library/react';
import { RecommendedShops } from './recommended-shops';

const INTRO = /These highly rated shops near you are a good fit for your repair/;

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
