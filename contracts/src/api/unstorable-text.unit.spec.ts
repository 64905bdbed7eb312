import { unstorableTextPath } from './problem-details';

describe('the string rule', () => {
  it('names the first field holding a NUL or a lone surrogate', () => {
    expect(unstorableTextPath({ name: 'a\u0000b' })).toBe('name');
    expect(unstorableTextPath({ photos: [{ filename: 'ok' }, { filename: '\ud800' }] })).toBe(
      'photos.1.filename',
    );
    expect(unstorableTextPath({ ['k\udc00']: 1 })).toBe('k\udc00');
  });

  it('takes ordinary text, accents and emoji (surrogate pairs)', () => {
    expect(unstorableTextPath({ name: 'Zoë 🚗', n: 1, ok: true, none: null })).toBeUndefined();
  });

  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableTextPath(deep)).toMatch(/^0(\.0)+$/);
  });
});
