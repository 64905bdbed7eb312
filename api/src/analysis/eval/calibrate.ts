import type { ModelParameters } from '../symptoms/scoring-model';
import type { SymptomCase } from './dev-set';
import { evaluateSymptom, type SymptomOutcome } from './evaluate';

/**
 * Log loss of the listed probabilities against whether each cause was right: the
 * percentages should mean what they say (a "70 %" cause right about 70 % of the time).
 */
export function logLoss(outcomes: readonly SymptomOutcome[]): number {
  let loss = 0;
  let n = 0;
  for (const o of outcomes) {
    for (const p of o.predictions) {
      const q = Math.min(0.99, Math.max(0.01, p.probability / 100));
      loss -= p.right ? Math.log(q) : Math.log(1 - q);
      n++;
    }
  }
  return n === 0 ? 0 : loss / n;
}

/** Grid search over the two constants that shape the percentages, not the ranking order. */
export function calibrate(cases: readonly SymptomCase[], start: ModelParameters): ModelParameters {
  let best = start;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (const temperature of [0.6, 0.8, 1, 1.25, 1.5, 2, 2.5, 3]) {
    for (const evidenceScale of [0.5, 1, 1.5, 2, 3, 4, 6]) {
      const params = { ...start, temperature, evidenceScale };
      const loss = logLoss(cases.map((c) => evaluateSymptom(c, params)));
      if (loss < bestLoss) {
        best = params;
        bestLoss = loss;
      }
    }
  }
  return best;
}

/** Predicted vs observed hit rate per probability band, for the report. */
export function reliability(outcomes: readonly SymptomOutcome[]) {
  const bands = [0, 20, 40, 60, 80, 101];
  return bands.slice(0, -1).map((low, i) => {
    const high = bands[i + 1]!;
    const inBand = outcomes.flatMap((o) =>
      o.predictions.filter((p) => p.probability >= low && p.probability < high),
    );
    const mean = inBand.reduce((s, p) => s + p.probability, 0) / Math.max(1, inBand.length);
    const hits = inBand.filter((p) => p.right).length / Math.max(1, inBand.length);
    return {
      band: `${low}-${Math.min(high, 100)}`,
      count: inBand.length,
      meanPredicted: mean,
      observed: 100 * hits,
    };
  });
}
