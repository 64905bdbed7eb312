import { nextBusinessDayEnd } from './managed-repair-confirmation';

describe('nextBusinessDayEnd', () => {
  it('is the next weekday at 17:00 UTC, skipping a weekend', () => {
    expect(nextBusinessDayEnd(new Date('2026-11-24T15:00:00Z')).toISOString()).toBe(
      '2026-11-25T17:00:00.000Z',
    );
    // A Friday booking is called back on Monday.
    expect(nextBusinessDayEnd(new Date('2026-11-27T09:00:00Z')).toISOString()).toBe(
      '2026-11-30T17:00:00.000Z',
    );
  });
});
