import type { AnalysisKnowledge } from '../knowledge';
import { evaluateSymptom, type JudgedSymptomCase } from './evaluate';
import { symptomMetrics } from './symptom-metrics';

const NEIGHBOURS_GRID = [5, 7, 10, 15];
const SHARPNESS_GRID = [0.05, 0.1, 1];
/** In log-score units; 0 is the engine alone. */
const WEIGHT_GRID = [0, 1, 1.875, 2.5, 3.75];

export interface SimilaritySetting {
  readonly similarityNeighbours: number;
  readonly similaritySharpness: number;
  readonly similarityWeight: number;
  readonly top1: number;
  readonly top3: number;
  readonly top3Acceptable: number;
}

/**
 * Leave-one-source-out cross-validation of the similarity signal's constants (ADR 049) on the
 * given (tune) cases: evaluateSymptom keeps each case from neighbours of its own source. Each
 * description is embedded once for the whole grid. Returns every setting, best first by top-1
 * plus top-3; the constants in calibration.json are chosen from it by hand (a setting on a flat
 * top, not a lone peak), then --calibrate refits the temperature.
 */
export function crossValidateSimilarity(
  cases: readonly JudgedSymptomCase[],
  knowledge: AnalysisKnowledge,
): SimilaritySetting[] {
  const { similarity, symptoms } = knowledge;
  if (!similarity) throw new Error('the similarity model is not loaded');
  const embedded = new Map<string, Float32Array>();
  const embed = (text: string) => {
    const known = embedded.get(text) ?? similarity.embed(text)();
    embedded.set(text, known);
    return () => known;
  };
  const settings = NEIGHBOURS_GRID.flatMap((similarityNeighbours) =>
    SHARPNESS_GRID.flatMap((similaritySharpness) =>
      WEIGHT_GRID.map((similarityWeight) => {
        const params = {
          ...symptoms.params,
          similarityNeighbours,
          similaritySharpness,
          similarityWeight,
        };
        const candidate = {
          ...knowledge,
          symptoms: { ...symptoms, params },
          similarity: { ...similarity, embed },
        };
        const m = symptomMetrics(
          cases,
          cases.map((c) => evaluateSymptom(c, candidate)),
        );
        const { top1, top3, top3Acceptable } = m;
        return {
          similarityNeighbours,
          similaritySharpness,
          similarityWeight,
          top1,
          top3,
          top3Acceptable,
        };
      }),
    ),
  );
  return settings.sort((a, b) => b.top1 + b.top3 - (a.top1 + a.top3));
}
