import type { ScoredJob } from './scoring-model';
import { answeredPriorShift, NO_ANSWERED_CASES, type AnsweredCases } from './answered-cases';

// Three jobs of equal hand-set prevalence; mechanics answered eight owners.
const jobs = [
  { id: 'weak-battery', prevalence: 5 },
  { id: 'alternator', prevalence: 5 },
  { id: 'starter-motor', prevalence: 5 },
] as unknown as ScoredJob[];

const answered: AnsweredCases = {
  halves: ['tune'],
  total: 8,
  counts: new Map([
    ['weak-battery', 6],
    ['alternator', 2],
  ]),
  bySource: new Map([
    ['forum/a', ['weak-battery', 'weak-battery', 'weak-battery', 'weak-battery']],
    ['forum/b', ['weak-battery', 'weak-battery']],
    ['forum/c', ['alternator', 'alternator']],
  ]),
};
const params = { answeredPriorWeight: 0.75, answeredPseudoCount: 2 };

describe('job priors from what mechanics established for other owners', () => {
  it('raise the job that was often the answer and lower the one that never was', () => {
    const shift = answeredPriorShift(answered, jobs, params);
    expect(shift('weak-battery')).toBeGreaterThan(0);
    expect(shift('starter-motor')).toBeLessThan(0);
    expect(shift('weak-battery')).toBeGreaterThan(shift('alternator'));
    // An expected share of 8/3 answers each: (6 + 2) / (8/3 + 2), to the power 0.75.
    expect(shift('weak-battery')).toBeCloseTo(0.75 * Math.log(8 / (8 / 3 + 2)), 9);
  });

  it('never count the answers of the case being judged (nor of its thread)', () => {
    const without = answeredPriorShift(answered, jobs, params, 'forum/a');
    const all = answeredPriorShift(answered, jobs, params);
    expect(without('weak-battery')).toBeLessThan(all('weak-battery'));
    // Left with four answers, two of each: battery and alternator stand level.
    expect(without('weak-battery')).toBeCloseTo(without('alternator'), 9);
  });

  it('leave the priors alone with no answered cases or no weight', () => {
    expect(answeredPriorShift(NO_ANSWERED_CASES, jobs, params)('weak-battery')).toBe(0);
    const off = answeredPriorShift(answered, jobs, { ...params, answeredPriorWeight: 0 });
    expect(off('weak-battery')).toBe(0);
  });
});
