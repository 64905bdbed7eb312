import { describe, expect, it } from '@jest/globals';
import { formatOptOutDate, optOutStatement, privacyChoicesView } from './privacy-choices-model';

// Midday UTC: the same calendar day in every time zone a test machine is likely to use.
const NOON = '2026-11-25T12:00:00.000Z';

describe('the privacy choices view', () => {
  it('holds no data for a browser without an owner session', () => {
    expect(privacyChoicesView({ session: 'none' })).toEqual({ kind: 'no-data' });
  });

  it('offers the opt-out to an owner who has not opted out', () => {
    const choices = { saleAndSharingOptedOut: false, optedOutAt: null, source: null };
    expect(privacyChoicesView({ session: 'owner', choices })).toEqual({ kind: 'sharing' });
  });

  it("dates the owner's own opt-out", () => {
    const choices = {
      saleAndSharingOptedOut: true,
      optedOutAt: NOON,
      source: 'owner-request',
    } as const;
    expect(privacyChoicesView({ session: 'owner', choices })).toEqual({
      kind: 'opted-out',
      statement:
        'You opted out of the sale and sharing of your personal information on November 25, 2026.',
    });
  });

  it("says when the browser's Global Privacy Control signal opted the owner out", () => {
    expect(optOutStatement(NOON, 'global-privacy-control')).toBe(
      "Your browser's Global Privacy Control signal opted you out on November 25, 2026.",
    );
  });

  it('leaves the date out rather than inventing one', () => {
    expect(optOutStatement(null, 'owner-request')).toBe(
      'You opted out of the sale and sharing of your personal information.',
    );
  });

  it('writes days in the US long form', () => {
    expect(formatOptOutDate('2026-03-05T12:00:00-08:00')).toBe('March 5, 2026');
  });
});
