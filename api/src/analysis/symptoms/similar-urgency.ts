import type { PotentialCause, Urgency } from '@fairwrench/contracts';

type Level = 'High' | 'Medium' | 'Low';

const STEP: Readonly<Record<Level, number>> = { Low: 1, Medium: 2, High: 3 };
const AT_STEP: readonly (Pick<PotentialCause, 'urgency' | 'urgencyReason'> & { level: Level })[] = [
  {
    level: 'Low',
    urgency: { level: 'Low', timeframe: 'within weeks' },
    urgencyReason:
      'Problems told the way you tell yours were mostly ones a mechanic said could wait: have it checked within a few weeks, sooner if it gets worse.',
  },
  {
    level: 'Medium',
    urgency: { level: 'Medium', timeframe: 'within weeks' },
    urgencyReason:
      'Problems told the way you tell yours were mostly ones a mechanic said not to leave for long: have it checked within a few weeks, sooner if it gets worse.',
  },
  {
    level: 'High',
    urgency: { level: 'High', timeframe: 'within days' },
    urgencyReason:
      'Problems told the way you tell yours were mostly ones a mechanic said not to drive on for long: have it checked within days.',
  },
];

/**
 * The share the neighbours must hold before they move a cause towards High. Saying "do not drive
 * on it" when it was not needed costs the owner a tow or a day off, and the tune half's mechanics
 * judged more of their cases High than Low, so a bare 60 % of similar stories being urgent was
 * too weak a sign: on the tune half (529 cases) it made 24 causes High that a mechanic judged
 * Medium or Low against 19 it got right. 0.65 to 0.8 sit on a flat top (70.7 % agreement against
 * 70.3 % at 0.6). It holds back only the step up to High: a Low cause still rises to Medium at
 * the plain agreement, so no cause is left lower than before.
 */
const TOWARD_HIGH_AGREEMENT = 0.7;

const stepOf = (u: Urgency): number | undefined =>
  u.level === 'Unknown' ? undefined : STEP[u.level];

/**
 * Urgency from similar cases (ADR 055): when most of the nearest labelled cases (by the share
 * `agreement`) were judged at one level, each shown cause moves one step towards it (the step up
 * to High needs TOWARD_HIGH_AGREEMENT). A level
 * the owner's own danger signs set (`floor`) is never lowered, and no cause reads Low while a
 * High cause is shown. One step only: the neighbours temper the engine's reading of the words,
 * they do not replace it.
 */
export function towardSimilarCases(
  causes: readonly PotentialCause[],
  neighbours: ReadonlyMap<Level, number>,
  agreement: number,
  floor: Urgency | undefined,
): PotentialCause[] {
  const [level, share] = [...neighbours].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!level || share === undefined || share < agreement) return [...causes];
  const lowest = Math.max(1, floor ? (stepOf(floor) ?? 1) : 1);
  const serious = causes.some((c) => c.urgency.level === 'High');
  return causes.map((c) => {
    const from = stepOf(c.urgency);
    if (from === undefined) return c;
    const to = from + Math.sign(STEP[level] - from);
    if (to === from || to < lowest || (to === 1 && serious)) return c;
    // Only the step up to High needs the stronger share: Low to Medium stays at `agreement`.
    if (to === STEP.High && share < Math.max(agreement, TOWARD_HIGH_AGREEMENT)) return c;
    const { urgency, urgencyReason } = AT_STEP[to - 1]!;
    return { ...c, urgency, urgencyReason };
  });
}
