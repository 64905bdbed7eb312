import { ISSUE_DESCRIPTION_MAX } from '@fairwrench/contracts';

/** From this many characters left, the counter is announced (politely) as it crosses a step. */
export const ANNOUNCE_FROM_REMAINING = 500;
const ANNOUNCE_STEPS = [500, 250, 100, 50] as const;

const number = new Intl.NumberFormat('en-US');

/**
 * What the counter under the description shows. Counted as the API counts (string length),
 * so the counter and the "at most 5000 characters" message never disagree.
 */
export function counterText(length: number, max = ISSUE_DESCRIPTION_MAX): string {
  if (length > max) {
    return `${number.format(length - max)} characters over the ${number.format(max)} limit`;
  }
  return `${number.format(length)} of ${number.format(max)} characters`;
}

/**
 * What the live region says: nothing far from the limit, then one sentence per step crossed
 * (500, 250, 100, 50 left, the limit reached or passed). It changes only at a step, so a
 * screen reader speaks a few times while typing, never at every key.
 */
export function counterAnnouncement(length: number, max = ISSUE_DESCRIPTION_MAX): string {
  const remaining = max - length;
  if (remaining > ANNOUNCE_FROM_REMAINING) return '';
  if (remaining < 0) return `Over the limit: ${counterText(length, max)}.`;
  if (remaining === 0) return `Limit reached: ${number.format(max)} characters.`;
  const step = ANNOUNCE_STEPS.filter((each) => remaining <= each).at(-1) ?? remaining;
  return `At most ${number.format(step)} characters left.`;
}
