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

/** The floors `npm test` holds the held-out half to (see the note on each that is below target). */
export const SYMPTOM_GATE = { ...SYMPTOM_TARGETS } as const;
