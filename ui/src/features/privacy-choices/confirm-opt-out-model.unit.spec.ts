import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../lib/api-client';
import { confirmOptOutView, tokenOf } from './confirm-opt-out-model';

const refusedBy = (status: number) => confirmOptOutView(new ApiError(status, `${status}: no`));

describe('confirming an opt-out by e-mail', () => {
  it('reads the token from the link, and nothing from a link without one', () => {
    expect(tokenOf('?token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenOf('?token=')).toBeNull();
    expect(tokenOf('')).toBeNull();
  });

  it('says it worked, without saying whether the address matched anyone', () => {
    expect(confirmOptOutView('confirmed')).toEqual({ kind: 'confirmed' });
  });

  it('offers a new link for a link that is not valid or has expired', () => {
    expect(refusedBy(404)).toMatchObject({ title: 'This link is not valid', askAgain: true });
    expect(refusedBy(400)).toMatchObject({ title: 'This link is not valid', askAgain: true });
    expect(refusedBy(410)).toMatchObject({ title: 'This link has expired', askAgain: true });
  });

  it('says a used link changed nothing more, and a failure may be retried', () => {
    expect(refusedBy(409)).toMatchObject({ title: 'This link was already used', askAgain: false });
    expect(refusedBy(500)).toMatchObject({
      title: 'Your opt-out could not be confirmed',
      askAgain: false,
    });
    expect(confirmOptOutView(new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Your opt-out could not be confirmed',
    });
  });
});
