import {
  newConfirmationToken,
  normalizeEmail,
  openEmail,
  sealEmail,
  tokenHash,
  tokenMatches,
} from './email-seal';

const requestId = '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f';

describe('the confirmation token and the sealed e-mail', () => {
  it('makes a 43-character base64url token, different every time', () => {
    const token = newConfirmationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newConfirmationToken()).not.toBe(token);
  });

  it('opens the sealed address with its token, and keeps it out of the sealed form', () => {
    const token = newConfirmationToken();
    const sealed = sealEmail('dana@example.com', token, requestId);
    expect(JSON.stringify(sealed)).not.toContain('dana');
    expect(openEmail(sealed, token, requestId)).toBe('dana@example.com');
  });

  it('does not open with another token or for another request', () => {
    const token = newConfirmationToken();
    const sealed = sealEmail('dana@example.com', token, requestId);
    expect(openEmail(sealed, newConfirmationToken(), requestId)).toBeUndefined();
    expect(openEmail(sealed, token, 'another-request')).toBeUndefined();
  });

  it('matches a token only against its own hash', () => {
    const token = newConfirmationToken();
    expect(tokenMatches(token, tokenHash(token))).toBe(true);
    expect(tokenMatches(newConfirmationToken(), tokenHash(token))).toBe(false);
  });

  it('compares addresses trimmed and without case', () => {
    expect(normalizeEmail('  Dana.Ruiz@Example.COM ')).toBe('dana.ruiz@example.com');
  });
});
