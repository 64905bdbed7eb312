import { contactByOf, nextBusinessDayEnd } from './managed-repair-confirmation';

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

describe('contactByOf', () => {
  const friday = new Date('2026-11-27T15:00:00Z');

  it('is the preferred date when that comes before the next business day', () => {
    // Preferred Sunday, November 29 (noon in Phoenix): the call cannot wait for Monday.
    expect(contactByOf(friday, '2026-11-29T19:00:00.000Z').toISOString()).toBe(
      '2026-11-29T19:00:00.000Z',
    );
  });

  it('is the end of the next business day when the preferred date is later', () => {
    expect(contactByOf(friday, '2026-12-04T19:00:00.000Z').toISOString()).toBe(
      '2026-11-30T17:00:00.000Z',
    );
  });
});
