import { loadAnalysisKnowledge, type AnalysisKnowledge } from '../knowledge';
import { EVALUATION_HALVES } from '../similarity/case-index';
import { openSimilarity } from '../similarity/similarity';
import { openVpicLookup } from '../vehicle/vpic/vpic-lookup';

/**
 * The knowledge the evaluation runs on: the product's, except that the similarity signal
 * compares with the tune half of the real cases only, so the held-out half stays unseen (ADR 075).
 */
export function loadEvaluationKnowledge(): AnalysisKnowledge {
  return loadAnalysisKnowledge(
    openVpicLookup(),
    openSimilarity(undefined, undefined, EVALUATION_HALVES),
    EVALUATION_HALVES,
  );
}

const honest = new WeakSet<object>();

/**
 * Refuses to measure with a similarity index that holds held-out cases: their labels would be
 * read as neighbours' votes, and the held-out numbers would no longer be a test (ADR 075).
 */
export function assertEvaluable(knowledge: AnalysisKnowledge): void {
  if (knowledge.symptoms.answered.halves.includes('held-out')) {
    throw new Error(
      "the job priors count held-out cases' answers; evaluate with loadEvaluationKnowledge() (ADR 086)",
    );
  }
  const index = knowledge.similarity?.index;
  if (!index || honest.has(index)) return;
  if (index.cases.some((c) => c.half === 'held-out')) {
    throw new Error(
      'the similarity index holds held-out cases; evaluate with loadEvaluationKnowledge() (ADR 075)',
    );
  }
  honest.add(index);
}
