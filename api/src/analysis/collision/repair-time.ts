import { formatHours } from '../costs/format-hours';
import type { Money } from '../types';
import type { CollisionKnowledge } from './collision-knowledge';

export interface TimeFacts {
  readonly hours: Money;
  readonly paints: boolean;
  readonly replaces: boolean;
  readonly structural: boolean;
  /** The longest sublet's working days (whole-car hail repair), if any. */
  readonly subletDays?: Money;
}

/**
 * Time in the shop as an owner plans it: small unpainted jobs are same-day; otherwise days
 * of shop hours at a fast and a slow pace, plus a day for paint, waiting for parts and the
 * extra days structural work takes (the Crash Course reports cycle times well beyond touch
 * time, mostly from parts and approvals).
 */
export function repairTime(f: TimeFacts, k: CollisionKnowledge): string {
  const own = shopTime(f, k);
  const sublet = f.subletDays;
  if (!sublet) return own;
  const days = /^(\d+)-(\d+) working days$/.exec(own);
  const min = Math.max(sublet.min, Number(days?.[1] ?? 0));
  const max = Math.max(sublet.max, Number(days?.[2] ?? 0));
  return `${min}-${max} working days`;
}

function shopTime(f: TimeFacts, k: CollisionKnowledge): string {
  const t = k.data.time;
  if (!f.paints && !f.structural && f.hours.max <= 4) {
    return f.hours.max < 0.5 ? 'Same day (1-3 hours)' : `Same day (${formatHours(f.hours)})`;
  }
  if (!f.structural && !f.replaces && f.hours.max <= 3) return '1-2 working days';
  const paint = f.paints ? t.paintDays : 0;
  const min = Math.max(1, Math.ceil(f.hours.min / t.hoursPerDayFast)) + paint;
  const extra = (f.replaces ? t.partsWaitDays : 0) + (f.structural ? t.structuralDays : 0);
  const max = Math.max(min + 1, Math.ceil(f.hours.max / t.hoursPerDaySlow) + paint + extra);
  return `${min}-${max} working days`;
}
