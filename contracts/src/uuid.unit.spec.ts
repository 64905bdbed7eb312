import { uuidFromDigest } from './uuid';

const digest = Uint8Array.from({ length: 32 }, (_, i) => 255 - i);

describe('uuids laid out over a digest', () => {
  it('set the version and the RFC variant and keep the other bits of the first 16 bytes', () => {
    expect(uuidFromDigest(digest, 5)).toBe('fffefdfc-fbfa-59f8-b7f6-f5f4f3f2f1f0');
    expect(uuidFromDigest(digest, 8)).toBe('fffefdfc-fbfa-89f8-b7f6-f5f4f3f2f1f0');
  });

  it('leave the digest as it was', () => {
    const copy = digest.slice();
    uuidFromDigest(digest, 8);
    expect(digest).toEqual(copy);
  });
});
