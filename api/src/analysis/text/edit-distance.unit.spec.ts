import { editDistance, isTypoOf } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['toyota', 'toyota', 0],
    ['toyta', 'toyota', 1],
    ['chevorlet', 'chevrolet', 1],
    ['camery', 'camry', 1],
    ['corrola', 'corolla', 2],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('given %p and %p, is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('given a limit, stops at limit + 1', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
  });
});

describe('isTypoOf', () => {
  it('forgives one slip in a mid-length name and none in a short one', () => {
    expect(isTypoOf('hundai', 'hyundai')).toBe(true);
    expect(isTypoOf('kai', 'kia')).toBe(false);
    expect(isTypoOf('volkswagon', 'volkswagen')).toBe(true);
    expect(isTypoOf('nissan', 'subaru')).toBe(false);
  });
});
