import { bearerToken, tokenMatches } from './bearer-token';

const token = 'staff-token-for-tests-0123456789abcdef';

describe('bearer token', () => {
  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer   abc', 'abc'],
    ['Basic abc', undefined],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
    [undefined, undefined],
  ])('reads %j as the bearer token %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });

  it('matches only the same token, whatever the lengths', () => {
    expect(tokenMatches(token, token)).toBe(true);
    expect(tokenMatches(token, `${token}x`)).toBe(false);
    expect(tokenMatches(token, '')).toBe(false);
  });
});
