import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PUBLIC_ORIGIN, parsePublicOrigin } from './public-origin';

describe('the public origin build setting', () => {
  it('defaults to the product domain when unset or empty', () => {
    expect(DEFAULT_PUBLIC_ORIGIN).toBe('https://fairwrench.app');
    expect(parsePublicOrigin(undefined)).toBe(DEFAULT_PUBLIC_ORIGIN);
    expect(parsePublicOrigin('  ')).toBe(DEFAULT_PUBLIC_ORIGIN);
  });

  it('takes an http(s) origin, with or without a trailing slash, and lowercases the host', () => {
    expect(parsePublicOrigin('https://Staging.FairWrench.app/')).toBe(
      'https://staging.fairwrench.app',
    );
    expect(parsePublicOrigin('http://localhost:3000')).toBe('http://localhost:3000');
  });

  it.each([
    'fairwrench.app',
    'ftp://fairwrench.app',
    'https://fairwrench.app/app',
    'https://a@b.c',
  ])('refuses %s, naming the setting', (value) => {
    expect(() => parsePublicOrigin(value)).toThrow(/^VITE_PUBLIC_ORIGIN: /);
  });
});
