import { loadEvaluationKnowledge } from '../eval/evaluation-knowledge';
import { loadAnalysisKnowledge, type AnalysisKnowledge } from '../knowledge';
import { openVpicLookup } from '../vehicle/vpic/vpic-lookup';

let engineAlone: AnalysisKnowledge | undefined;
let withSimilarity: AnalysisKnowledge | undefined;
let evaluation: AnalysisKnowledge | undefined;

/**
 * The analysis knowledge for tests: loaded once per test file and shared by its tests, as the
 * composition root shares one object between requests. Test code only. Without the learned
 * similarity signal (ADR 049): specs pin what the engine itself makes of an owner's words,
 * offline and whatever the nearest labelled cases happen to be.
 */
export function testKnowledge(): AnalysisKnowledge {
  engineAlone ??= loadAnalysisKnowledge(openVpicLookup(), null, []);
  return engineAlone;
}

/** As the product loads it, with the similarity signal when the model can be had. */
export function productKnowledge(): AnalysisKnowledge {
  withSimilarity ??= loadAnalysisKnowledge();
  return withSimilarity;
}

/** As the evaluation loads it: the similarity signal compares with the tune half only (ADR 075). */
export function evaluationKnowledge(): AnalysisKnowledge {
  evaluation ??= loadEvaluationKnowledge();
  return evaluation;
}
