import { decideLease } from './lease';

describe('deciding a lease', () => {
  it('is taken with token 1 when nobody ever held it', () => {
    expect(decideLease(undefined, 'a')).toEqual({ kind: 'take', token: 1n });
  });

  it('is renewed by its holder under the same token, even expired (nobody took it meanwhile)', () => {
    expect(decideLease({ holder: 'a', token: 7n, expired: false }, 'a')).toEqual({
      kind: 'renew',
      token: 7n,
    });
    expect(decideLease({ holder: 'a', token: 7n, expired: true }, 'a')).toEqual({
      kind: 'renew',
      token: 7n,
    });
  });

  it("waits while another holder's lease runs", () => {
    expect(decideLease({ holder: 'b', token: 7n, expired: false }, 'a')).toEqual({
      kind: 'wait',
      holder: 'b',
    });
  });

  it('is taken over once expired, with the next token: the old holder is fenced out', () => {
    expect(decideLease({ holder: 'b', token: 7n, expired: true }, 'a')).toEqual({
      kind: 'take',
      token: 8n,
    });
  });
});
