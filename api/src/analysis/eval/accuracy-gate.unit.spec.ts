import { evaluateSymptom } from './evaluate';
import { loadRealCases, loadRealSymptoms } from './real-cases';
import {
  costMetrics,
  coverageMetrics,
  estimateMetrics,
  evaluateRealCost,
  evaluateRealEstimate,
} from './real-cost-eval';
import { symptomMetrics } from './symptom-metrics';
import { SIMILARITY_ENV } from '../similarity/similarity';
import { COST_GATE, ENGINE_ALONE_GATE, SYMPTOM_GATE } from './targets';
import { evaluationKnowledge } from '../testing/knowledge';

/**
 * The accuracy gate: the symptom diagnosis run on the frozen held-out half of the real cases
 * (real-cases/README.md). A change that makes the engine worse on real owners' words fails
 * `npm test`; the floors and why some sit below the issue's targets are in targets.ts.
 * Measured as the product runs, with the similarity signal (ADR 049), except that its labelled
 * cases are the tune half only (ADR 075): a fresh clone fetches the model on first use, and when
 * it cannot the gate fails and says why, rather than measuring something else. FAIRWRENCH_SIMILARITY=off measures the engine alone against its own floors.
 */
const knowledge = evaluationKnowledge();
const engineAlone = process.env[SIMILARITY_ENV] === 'off';
const GATE = engineAlone ? ENGINE_ALONE_GATE : SYMPTOM_GATE;
const cases = loadRealSymptoms('held-out');
const metrics = symptomMetrics(
  cases,
  cases.map((c) => evaluateSymptom(c, knowledge)),
);

describe('accuracy gate on the held-out real cases', () => {
  it('runs with the similarity signal, unless switched off on purpose', () => {
    if (!engineAlone && knowledge.similarity === null) {
      throw new Error(
        `the similarity model did not load (see the "similarity:" log line above); the floors assume it. Fix the fetch, or set ${SIMILARITY_ENV}=off to gate the engine alone.`,
      );
    }
  });

  it('has a held-out half worth measuring', () => {
    expect(metrics.cases).toBeGreaterThanOrEqual(120);
  });

  it.each([
    ['top-1', metrics.top1, GATE.top1],
    ['top-3', metrics.top3, GATE.top3],
    ['top-3 counting acceptable causes', metrics.top3Acceptable, GATE.top3Acceptable],
    ['urgency agreement', metrics.urgencyAgreement ?? 0, GATE.urgencyAgreement],
  ])('keeps %s at or above its floor', (_name, measured, floor) => {
    expect(measured).toBeGreaterThanOrEqual(floor);
  });

  it('never calls more High cases Low than the floor allows', () => {
    expect(metrics.highCalledLow).toBeLessThanOrEqual(GATE.highCalledLow);
  });

  it('keeps the expected calibration error at or under its ceiling', () => {
    expect(metrics.ece).toBeLessThanOrEqual(GATE.ece);
  });
});

describe('accuracy gate on the held-out real estimates, parts jobs and collision repairs', () => {
  const estimates = loadRealCases('estimates', 'held-out').map((c) =>
    evaluateRealEstimate(c, knowledge),
  );
  const parts = loadRealCases('parts', 'held-out').map((c) =>
    evaluateRealCost(c, 'parts', knowledge),
  );
  const collision = loadRealCases('collision', 'held-out').map((c) =>
    evaluateRealCost(c, 'collision', knowledge),
  );
  const e = estimateMetrics(estimates);
  const p = costMetrics(parts);
  const col = costMetrics(collision);

  it('has held-out halves worth measuring', () => {
    expect([e.cases, p.cases, col.cases].every((n) => n >= 20)).toBe(true);
  });

  it.each([
    ['unnecessary-item recall', e.recall, COST_GATE.recall],
    ['unnecessary-item precision', e.precision, COST_GATE.precision],
    ['verdict agreement', e.verdictAccuracy, COST_GATE.verdict],
    ['parts ranges overlapping the published figure', p.overlap, COST_GATE.partsOverlap],
    ['collision ranges overlapping the published figure', col.overlap, COST_GATE.collisionOverlap],
  ])('keeps %s at or above its floor', (_name, measured, floor) => {
    expect(measured).toBeGreaterThanOrEqual(floor);
  });

  it('keeps the ranges no wider than their ceilings', () => {
    expect(p.medianWidthRatio).toBeLessThanOrEqual(COST_GATE.partsMedianWidth);
    expect(col.medianWidthRatio).toBeLessThanOrEqual(COST_GATE.collisionMedianWidth);
  });

  it('flags at least as many warranty, recall and goodwill cases as the floor', () => {
    const covered = coverageMetrics([...estimates, ...parts, ...collision]);
    expect(covered.flagged).toBeGreaterThanOrEqual(COST_GATE.coverageFlagged);
  });
});
