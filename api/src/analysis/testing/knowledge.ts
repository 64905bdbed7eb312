import { loadAnalysisKnowledge, type AnalysisKnowledge } from '../knowledge';

let shared: AnalysisKnowledge | undefined;

/**
 * The analysis knowledge for tests: loaded once per test file and shared by its tests, as the
 * composition root shares one object between requests. Test code only.
 */
export function testKnowledge(): AnalysisKnowledge {
  shared ??= loadAnalysisKnowledge();
  return shared;
}
