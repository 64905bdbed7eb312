/**
 * The preferred repair date: the calendar works in local days, the form and the wire in ISO
 * date-time strings (the contract's `preferredDate`), so these convert between the two.
 */

/** The calendar's lower bound of all time (section 2): nothing before 1 January 1900. */
export const EARLIEST_DAY = new Date(1900, 0, 1);

/** Midnight at the start of `date`'s local day. */
export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * Noon local time of the chosen day, as ISO. Noon keeps the same calendar date in every zone
 * from UTC-12 to UTC+12, so the shop sees the day the owner picked, and the contract's "not
 * in the past" rule reads the same day on the owner's clock.
 */
export function toPreferredDateIso(day: Date): string {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 12).toISOString();
}

/** The local day a stored value names; undefined until the owner has picked one. */
export function fromPreferredDateIso(value: string): Date | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : startOfLocalDay(new Date(time));
}

/** e.g. 'Monday, December 1, 2026', the way the trigger button shows the choice. */
export function formatPreferredDate(day: Date): string {
  return day.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * A day button's accessible name. DayPicker's default ('Sunday, November 1st, 2026') does not
 * contain the visible '1' as a word, which fails WCAG 2.5.3 (label in name); this one does.
 */
export function dayButtonLabel(day: Date, state: { today?: boolean; selected?: boolean }): string {
  const name = formatPreferredDate(day);
  return `${state.today ? 'Today, ' : ''}${name}${state.selected ? ', selected' : ''}`;
}

export type BeforeMatcher = { before: Date };

/** DayPicker's `disabled` matchers: days before today, and days before 1900-01-01. */
export function disabledDays(now: Date): BeforeMatcher[] {
  return [{ before: startOfLocalDay(now) }, { before: EARLIEST_DAY }];
}

/** Whether the calendar refuses `day` (DayPicker compares whole days, as this does). */
export function isDisabledDay(day: Date, matchers: readonly BeforeMatcher[]): boolean {
  const start = startOfLocalDay(day).getTime();
  return matchers.some(({ before }) => start < startOfLocalDay(before).getTime());
}
