import type { Money } from '../types';
import { ordered } from './round-money';

const WORK_DAY_HOURS = 8;

/**
 * Repair-time text an owner reads at a glance: "30-45 minutes", "1-2 hours", "3-4 days".
 * Hours round to the half hour and minutes to 15 so the text never looks more exact than
 * book times are; jobs of two full work days or more are told in (8-hour) days.
 */
export function formatHours(hours: Money): string {
  const { min, max } = ordered(hours);
  if (min >= 2 * WORK_DAY_HOURS) {
    return span(Math.ceil(min / WORK_DAY_HOURS), Math.ceil(max / WORK_DAY_HOURS), 'day', 'days');
  }
  if (max < 1) return span(toQuarter(min), toQuarter(max), 'minute', 'minutes');
  if (min < 1)
    return `${toQuarter(min)} minutes to ${span(toHalf(max), toHalf(max), 'hour', 'hours')}`;
  return span(toHalf(min), toHalf(max), 'hour', 'hours');
}

function span(low: number, high: number, one: string, many: string): string {
  if (low === high) return `${low} ${low === 1 ? one : many}`;
  return `${low}-${high} ${many}`;
}

function toHalf(hours: number): number {
  return Math.max(0.5, Math.round(hours * 2) / 2);
}

function toQuarter(hours: number): number {
  return Math.max(15, Math.round((hours * 60) / 15) * 15);
}
