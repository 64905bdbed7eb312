import {
  EVALUATION_HALVES,
  labelledCases,
  PRODUCT_HALVES,
  type CaseIndex,
} from '../similarity/case-index';
import { loadAnsweredCases } from '../symptoms/answered-cases';
import { evaluationKnowledge, testKnowledge } from '../testing/knowledge';
import { loadRealSymptoms, sourceKey } from './real-cases';
import { assertEvaluable } from './evaluation-knowledge';
import { evaluateSymptom } from './evaluate';

describe('the labelled cases the similarity signal compares with (ADR 075)', () => {
  const heldOut = new Set(loadRealSymptoms('held-out').map((c) => sourceKey(c.source.url)));

  it('are, for the product, every real case a mechanic answered, held-out half included', () => {
    const real = labelledCases().filter((c) => c.half !== undefined);
    expect(real.filter((c) => c.half === 'held-out')).toHaveLength(
      loadRealSymptoms('held-out').length,
    );
    expect(real.filter((c) => c.half === 'tune')).toHaveLength(loadRealSymptoms('tune').length);
    expect(real.every((c) => c.urgency !== undefined)).toBe(true);
  });

  it('are, for evaluation, never a held-out case', () => {
    const cases = labelledCases(EVALUATION_HALVES);
    expect(cases.some((c) => c.half === 'held-out' || heldOut.has(c.source))).toBe(false);
    expect(cases.filter((c) => c.half === 'tune')).toHaveLength(loadRealSymptoms('tune').length);
  });
});

describe('measuring the engine', () => {
  const vector = Float32Array.of(1, 0);
  const judged = loadRealSymptoms('held-out')[0]!;
  const withIndex = (index: CaseIndex) => ({
    ...testKnowledge(),
    similarity: { embed: () => () => vector, index },
  });

  it('refuses a similarity index that holds held-out cases', () => {
    const index: CaseIndex = {
      cases: [{ text: 'x', jobId: 'alternator', source: 'forum/1', half: 'held-out' }],
      vectors: [vector],
    };
    expect(() => assertEvaluable(withIndex(index))).toThrow(/held-out/);
    expect(() => evaluateSymptom(judged, withIndex(index))).toThrow(/ADR 075/);
  });

  it('accepts an index of the tune half, the dev set and the jobs', () => {
    const index: CaseIndex = {
      cases: [
        { text: 'x', jobId: 'alternator', source: 'forum/1', half: 'tune' },
        { text: 'y', jobId: 'alternator', source: 'job:alternator' },
      ],
      vectors: [vector, vector],
    };
    expect(() => evaluateSymptom(judged, withIndex(index))).not.toThrow();
  });
});

describe("the job priors from answered cases' answers (ADR 086)", () => {
  it('refuses priors that count held-out answers', () => {
    const knowledge = testKnowledge();
    const counted = {
      ...knowledge,
      symptoms: { ...knowledge.symptoms, answered: loadAnsweredCases(['tune', 'held-out']) },
    };
    expect(() => assertEvaluable(counted)).toThrow(/ADR 086/);
  });

  it('count the tune half for evaluation, both halves for the product', () => {
    expect(evaluationKnowledge().symptoms.answered.halves).toEqual(EVALUATION_HALVES);
    expect(loadAnsweredCases(PRODUCT_HALVES).total).toBe(
      loadRealSymptoms('tune').length + loadRealSymptoms('held-out').length,
    );
    // The engine alone (unit specs) knows no answers.
    expect(testKnowledge().symptoms.answered.total).toBe(0);
  });
});
