import { bearerToken, tokenFingerprint, tokenMatches } from './compliance-token';

const token = 'compliance-token-for-tests-0123456789';

describe('compliance token', () => {
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

  it('names a token by 16 hex digits of its SHA-256, never the token itself', () => {
    const fingerprint = tokenFingerprint(token);
    expect(fingerprint).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(fingerprint).toBe(tokenFingerprint(token));
    expect(fingerprint).not.toContain(token.slice(0, 8));
  });
});
