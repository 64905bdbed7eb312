import { loadRealSymptoms, sourceKey, type Half } from '../eval/real-cases';
import type { ModelParameters, ScoredJob } from './scoring-model';

/**
 * What mechanics established in the answered real cases (ADR 086): how often each job was the
 * answer, and which answers each source gave, so a case can be left out of its own count.
 * The product counts both halves; evaluation the tune half only, as for the neighbours (ADR 075).
 */
export interface AnsweredCases {
  readonly halves: readonly Half[];
  readonly total: number;
  readonly counts: ReadonlyMap<string, number>;
  readonly bySource: ReadonlyMap<string, readonly string[]>;
}

export const NO_ANSWERED_CASES: AnsweredCases = {
  halves: [],
  total: 0,
  counts: new Map(),
  bySource: new Map(),
};

export function loadAnsweredCases(halves: readonly Half[]): AnsweredCases {
  const counts = new Map<string, number>();
  const bySource = new Map<string, string[]>();
  let total = 0;
  for (const c of halves.flatMap((half) => loadRealSymptoms(half))) {
    counts.set(c.expected, (counts.get(c.expected) ?? 0) + 1);
    const source = sourceKey(c.source.url);
    bySource.set(source, [...(bySource.get(source) ?? []), c.expected]);
    total += 1;
  }
  return { halves, total, counts, bySource };
}

/** A job's log prior moves by this much (0 for every job with no answered cases). */
export type PriorShift = (jobId: string) => number;

export const NO_PRIOR_SHIFT: PriorShift = () => 0;

/**
 * Each job's prevalence (a hand-set 1-10) says how often it is the fault; the answered cases say
 * how often it was the fault for owners who wrote in. The log prior moves towards the second by
 * `answeredPriorWeight` × log((answers + k) / (expected answers + k)), where the expected
 * answers are the job's share of the summed prevalences times the answered cases and k
 * (`answeredPseudoCount`) keeps a job with few answers near its hand-set prevalence. Cases from
 * `exclude`'s source are not counted, so an evaluated case does not raise its own answer.
 */
export function answeredPriorShift(
  answered: AnsweredCases,
  jobs: readonly ScoredJob[],
  params: Pick<ModelParameters, 'answeredPriorWeight' | 'answeredPseudoCount'>,
  exclude?: string,
): PriorShift {
  if (answered.total === 0 || params.answeredPriorWeight === 0) return NO_PRIOR_SHIFT;
  const left = exclude === undefined ? [] : (answered.bySource.get(exclude) ?? []);
  const total = answered.total - left.length;
  const summed = jobs.reduce((s, job) => s + job.prevalence, 0);
  const k = params.answeredPseudoCount;
  const shifts = new Map(
    jobs.map((job) => {
      const answers = (answered.counts.get(job.id) ?? 0) - left.filter((j) => j === job.id).length;
      const expected = (total * job.prevalence) / summed;
      return [job.id, params.answeredPriorWeight * Math.log((answers + k) / (expected + k))];
    }),
  );
  return (jobId) => shifts.get(jobId) ?? 0;
}
