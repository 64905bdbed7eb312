import type { AnalysisKnowledge } from '../knowledge';
import { evaluateSymptom, type JudgedSymptomCase, type SymptomOutcome } from './evaluate';

/**
 * How far the listed percentages are from what they claim: a "70 %" cause should be the
 * established one about 70 % of the time. Log loss is what calibration minimises; expected
 * calibration error (ECE) and the reliability table are what the report shows.
 */

const clamp = (p: number) => Math.min(0.99, Math.max(0.01, p));

export function logLoss(outcomes: readonly SymptomOutcome[]): number {
  let loss = 0;
  let n = 0;
  for (const o of outcomes) {
    for (const p of o.predictions) {
      const q = clamp(p.probability / 100);
      loss -= p.right ? Math.log(q) : Math.log(1 - q);
      n++;
    }
  }
  return n === 0 ? 0 : loss / n;
}

const BAND_EDGES = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 101];

/** Predicted vs observed hit rate per ten-point band of listed probability. */
export function reliability(outcomes: readonly SymptomOutcome[]) {
  const all = outcomes.flatMap((o) => o.predictions);
  return BAND_EDGES.slice(0, -1).map((low, i) => {
    const high = BAND_EDGES[i + 1]!;
    const inBand = all.filter((p) => p.probability >= low && p.probability < high);
    const n = Math.max(1, inBand.length);
    return {
      band: `${low}-${Math.min(high, 100)}`,
      count: inBand.length,
      meanPredicted: inBand.reduce((s, p) => s + p.probability, 0) / n,
      observed: (100 * inBand.filter((p) => p.right).length) / n,
    };
  });
}

/** Expected calibration error (0..1): band gaps weighted by how many causes fall in each. */
export function expectedCalibrationError(outcomes: readonly SymptomOutcome[]): number {
  const total = outcomes.reduce((s, o) => s + o.predictions.length, 0);
  if (total === 0) return 0;
  return reliability(outcomes).reduce(
    (s, band) => s + (band.count / total) * (Math.abs(band.meanPredicted - band.observed) / 100),
    0,
  );
}

const TEMPERATURES = [0.4, 0.5, 0.6, 0.7, 0.8, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4];
const EVIDENCE_SCALES = [0.5, 1, 1.5, 2, 3, 4, 6];

/** How far above the lowest log loss a setting may be and still count as equally good. */
const LOSS_TOLERANCE = 1.01;

/**
 * Temperature scaling (ADR 011): a grid over the two constants that shape the percentages
 * but not the order of causes. Log loss is flat near its minimum on a case set this small, so
 * among the settings within 1 % of the lowest log loss the one with the lowest expected
 * calibration error is chosen: the percentages then also match how often they are right.
 */
export function calibrate(
  cases: readonly JudgedSymptomCase[],
  knowledge: AnalysisKnowledge,
): AnalysisKnowledge {
  const { symptoms } = knowledge;
  const candidates = TEMPERATURES.flatMap((temperature) =>
    EVIDENCE_SCALES.map((evidenceScale) => {
      const params = { ...symptoms.params, temperature, evidenceScale };
      const candidate = { ...knowledge, symptoms: { ...symptoms, params } };
      const outcomes = cases.map((c) => evaluateSymptom(c, candidate));
      return { candidate, loss: logLoss(outcomes), ece: expectedCalibrationError(outcomes) };
    }),
  );
  const lowest = Math.min(...candidates.map((c) => c.loss));
  const [best] = candidates
    .filter((c) => c.loss <= lowest * LOSS_TOLERANCE)
    .sort((a, b) => a.ece - b.ece);
  return best?.candidate ?? knowledge;
}
