import { tokenFingerprint } from './compliance-token';

const token = 'compliance-token-for-tests-0123456789';

describe('compliance token', () => {
  it('names a token by 16 hex digits of its SHA-256, never the token itself', () => {
    const fingerprint = tokenFingerprint(token);
    expect(fingerprint).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(fingerprint).toBe(tokenFingerprint(token));
    expect(fingerprint).not.toContain(token.slice(0, 8));
  });
});
