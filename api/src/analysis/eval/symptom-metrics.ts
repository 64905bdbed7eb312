import { expectedCalibrationError, logLoss, reliability } from './calibrate';
import type { JudgedSymptomCase, SymptomOutcome } from './evaluate';

/** The measures of a symptom case set, as fractions (0..1). */
export interface SymptomMetrics {
  readonly cases: number;
  readonly top1: number;
  readonly top3: number;
  /** Top three holding the established cause or one a good mechanic would also accept. */
  readonly top3Acceptable: number;
  /** Share of labelled cases whose first cause shows the mechanic's urgency level. */
  readonly urgencyAgreement: number | null;
  /** Cases a mechanic calls High that the first cause calls Low. */
  readonly highCalledLow: number;
  readonly logLoss: number;
  readonly ece: number;
  readonly reliability: ReturnType<typeof reliability>;
}

export function symptomMetrics(
  cases: readonly JudgedSymptomCase[],
  outcomes: readonly SymptomOutcome[],
): SymptomMetrics {
  const n = Math.max(1, outcomes.length);
  const within = (rank: number | null, k: number) => rank !== null && rank <= k;
  const labelled = cases
    .map((c, i) => ({ expected: c.urgency?.level, shown: outcomes[i]!.topUrgency?.level }))
    .filter((u) => u.expected !== undefined);
  return {
    cases: outcomes.length,
    top1: outcomes.filter((o) => o.rank === 1).length / n,
    top3: outcomes.filter((o) => within(o.rank, 3)).length / n,
    top3Acceptable: outcomes.filter((o) => within(o.rankAcceptable, 3)).length / n,
    urgencyAgreement:
      labelled.length === 0
        ? null
        : labelled.filter((u) => u.expected === u.shown).length / labelled.length,
    highCalledLow: labelled.filter((u) => u.expected === 'High' && u.shown === 'Low').length,
    logLoss: logLoss(outcomes),
    ece: expectedCalibrationError(outcomes),
    reliability: reliability(outcomes),
  };
}
