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
 * is what it measured on 2026-11-25 (77 held-out cases; docs/benchmarks.md), rounded down, so a
 * change that makes it worse on real owners' words fails; raise a floor whenever the engine
 * improves. Misses: top-1 18.2 %, top-3 35.1 %, top-3 counting acceptable causes 66.2 %,
 * urgency agreement 61.0 %, five High cases whose first cause reads Low, and a calibration
 * error of 0.1003, a hair over its target of 0.10.
 */
export const SYMPTOM_GATE = {
  top1: 0.18,
  top3: 0.35,
  top3Acceptable: 0.66,
  urgencyAgreement: 0.6,
  highCalledLow: 5,
  ece: 0.11,
} as const;
