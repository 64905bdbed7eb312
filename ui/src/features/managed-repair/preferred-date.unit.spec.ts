/// <reference types="jest" />
import { isNotInPast, managedRepairFormSchema } from '@fairwrench/contracts';
import {
  dayButtonLabel,
  disabledDays,
  EARLIEST_DAY,
  formatPreferredDate,
  fromPreferredDateIso,
  isDisabledDay,
  toPreferredDateIso,
} from './preferred-date';

const day = (year: number, month: number, date: number, hour = 0) =>
  new Date(year, month - 1, date, hour);

describe('the preferred date as the form stores it', () => {
  it('is noon local time of the chosen day, as an ISO date-time', () => {
    const iso = toPreferredDateIso(day(2026, 12, 1, 23));
    expect(iso).toBe(day(2026, 12, 1, 12).toISOString());
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("passes the contract's preferredDate rule for today, even late at night", () => {
    const lateTonight = day(2026, 12, 1, 23);
    const iso = toPreferredDateIso(lateTonight);
    expect(isNotInPast(iso, '', lateTonight)).toBe(true);
    const parsed = managedRepairFormSchema.safeParse({
      phone: '(480) 555-0134',
      acceptSms: true,
      preferredDate: toPreferredDateIso(new Date()),
      zipCode: '85253',
    });
    expect(parsed.error?.issues).toBeUndefined();
  });

  it('reads back as the same local day', () => {
    const stored = toPreferredDateIso(day(2027, 2, 28));
    expect(fromPreferredDateIso(stored)).toEqual(day(2027, 2, 28));
  });

  it('reads nothing from an empty or unreadable value', () => {
    expect(fromPreferredDateIso('')).toBeUndefined();
    expect(fromPreferredDateIso('not a date')).toBeUndefined();
  });

  it('shows the day in words on the trigger button', () => {
    expect(formatPreferredDate(day(2026, 12, 1))).toBe('Tuesday, December 1, 2026');
  });
});

describe("a calendar day's accessible name", () => {
  it('contains the visible day number as a word (WCAG 2.5.3), with today and selection', () => {
    const first = day(2026, 11, 1);
    expect(dayButtonLabel(first, {})).toBe('Sunday, November 1, 2026');
    expect(dayButtonLabel(first, { today: true, selected: true })).toBe(
      'Today, Sunday, November 1, 2026, selected',
    );
    expect(dayButtonLabel(first, {}).split(/[ ,]+/)).toContain('1');
  });
});

describe('the days the calendar disables (section 2)', () => {
  const now = day(2026, 11, 21, 15);
  const matchers = disabledDays(now);

  it('are days before today and days before 1900-01-01', () => {
    expect(matchers).toEqual([{ before: day(2026, 11, 21) }, { before: EARLIEST_DAY }]);
    expect(EARLIEST_DAY).toEqual(day(1900, 1, 1));
  });

  it('refuse yesterday and any past day, but offer today (any hour) and later days', () => {
    expect(isDisabledDay(day(2026, 11, 20, 23), matchers)).toBe(true);
    expect(isDisabledDay(day(1899, 12, 31), matchers)).toBe(true);
    expect(isDisabledDay(day(2026, 11, 21, 0), matchers)).toBe(false);
    expect(isDisabledDay(day(2026, 11, 21, 23), matchers)).toBe(false);
    expect(isDisabledDay(day(2027, 1, 1), matchers)).toBe(false);
  });
});
