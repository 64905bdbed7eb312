import { preferredEncoding, type ContentCoding } from './accept-encoding';

const ALL: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

describe('preferredEncoding', () => {
  it.each([
    ['a browser (all equal): brotli, the server preference', 'gzip, deflate, br, zstd', 'br'],
    ['gzip only', 'gzip', 'gzip'],
    ['brotli refused with q=0', 'gzip, br;q=0', 'gzip'],
    ['a higher weight wins over the server order', 'br;q=0.5, gzip;q=0.8', 'gzip'],
    ['case and spaces do not matter', ' GZIP ; Q=1 , BR;q=0.1', 'gzip'],
    ['the wildcard stands for brotli', '*', 'br'],
    ['the wildcard refused, gzip named', 'gzip;q=0.5, *;q=0', 'gzip'],
    ['an unknown coding only: identity', 'zstd', 'identity'],
    ['an empty header: identity', '', 'identity'],
    ['no header: identity', undefined, 'identity'],
    ['identity ranked above the compressions', 'br;q=0.2, identity', 'identity'],
    ['a malformed weight is ignored', 'br;q=high, gzip', 'gzip'],
  ] as const)('%s', (_case, header, expected) => {
    expect(preferredEncoding(header, ALL)).toBe(expected);
  });

  it('answers undefined when identity is refused and nothing else is available', () => {
    expect(preferredEncoding('identity;q=0', ['identity'])).toBeUndefined();
    expect(preferredEncoding('br, *;q=0', ['gzip', 'identity'])).toBeUndefined();
  });

  it('offers only what is available', () => {
    expect(preferredEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(preferredEncoding('br', ['gzip', 'identity'])).toBe('identity');
  });
});
