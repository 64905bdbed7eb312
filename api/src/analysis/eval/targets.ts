/**
 * The symptom-diagnosis targets of the real-world issue, measured on the held-out half. The
 * accuracy gate (accuracy-gate.unit.spec.ts) fails `npm test` below its floors.
 */
export const SYMPTOM_TARGETS = {
  top1: 0.6,
  top3: 0.75,
  top3Acceptable: 0.85,
  urgencyAgreement: 0.8,
  highCalledLow: 0,
  ece: 0.1,
} as const;

/**
 * The floors `npm test` holds the held-out half to. Where the engine misses a target the floor
 * is what it measured on 2026-11-25 (67 held-out cases; docs/benchmarks.md), rounded down, so a
 * change that makes it worse on real owners' words fails; raise a floor whenever the engine
 * improves. Misses: top-1 17.9 %, top-3 34.3 %, top-3 counting acceptable causes 68.7 %,
 * urgency agreement 59.7 %, five High cases whose first cause reads Low. The calibration error
 * (0.0996) meets its target of 0.10 only just.
 */
export const SYMPTOM_GATE = {
  top1: 0.17,
  top3: 0.3,
  top3Acceptable: 0.64,
  urgencyAgreement: 0.55,
  highCalledLow: 5,
  ece: SYMPTOM_TARGETS.ece,
} as const;
