import { bayesianRating, isHighlyRated, PRIOR_RATING } from './shop-rating';

describe('bayesianRating', () => {
  it('is the prior for a shop without reviews', () => {
    expect(bayesianRating(5, 0)).toBe(PRIOR_RATING);
  });

  it('moves toward the shop rating as reviews accumulate', () => {
    const few = bayesianRating(4.9, 7);
    const many = bayesianRating(4.9, 700);
    expect(few).toBeGreaterThan(PRIOR_RATING);
    expect(few).toBeLessThan(many);
    expect(many).toBeCloseTo(4.88, 2);
  });

  it('ranks a 4.7 from 700 reviews above a 4.9 from 7', () => {
    expect(bayesianRating(4.7, 700)).toBeGreaterThan(bayesianRating(4.9, 7));
  });

  it('pulls a low rating up toward the prior too', () => {
    expect(bayesianRating(2, 4)).toBeGreaterThan(3.8);
  });
});

describe('isHighlyRated', () => {
  it.each([
    [4.7, 50, true],
    [4.6, 50, false],
    [4.9, 49, false],
    [4.55, 500, true],
    [4.5, 500, false],
  ])('rating %d with %i reviews: %s', (rating, reviewCount, expected) => {
    expect(isHighlyRated({ rating, reviewCount })).toBe(expected);
  });
});
