import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('reads the same whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: 3 } })).toBe(
      canonicalJson({ a: { c: 3, d: [2, { y: 2, z: 1 }] }, b: 1 }),
    );
  });
});
