import { z } from 'zod';
import { URGENCY_LEVELS, URGENCY_TIMEFRAMES } from '../constants';
import { moneyRangeSchema } from './common-fields';
import { carFactLinesSchema, pricesNoteSchema } from './car-facts';
import { coverageCheckSchema } from './coverage-check';

/** The result shapes for symptom diagnosis, parts replacement and collision damage. */

export const urgencySchema = z.strictObject({
  level: z.enum(URGENCY_LEVELS),
  timeframe: z.enum(URGENCY_TIMEFRAMES),
});
export type Urgency = z.infer<typeof urgencySchema>;

export const potentialCauseSchema = z.strictObject({
  name: z.string().min(1),
  /** Percent, 0 to 100; the UI bands it at 80, 60 and 40. */
  probability: z.number().min(0).max(100),
  costRange: moneyRangeSchema,
  description: z.string(),
  repairTime: z.string(),
  urgency: urgencySchema,
  /** The owner's own words that point to this cause, so they can see why it was chosen. */
  why: z.array(z.string().min(1)).optional(),
  /** Why the urgency is higher than this repair's usual one: a safety sign the owner reported. */
  urgencyReason: z.string().min(1).optional(),
  /** A documented failure pattern of this make, model and year that fits (issue 29 item 3). */
  knownPattern: z.string().min(1).optional(),
});
export type PotentialCause = z.infer<typeof potentialCauseSchema>;

/** A sign in the owner's words that makes the situation urgent whatever the cause. */
export const safetyAlertSchema = z.strictObject({
  /** What to do and why, in plain words ("Stop driving: ..."). */
  reason: z.string().min(1),
  /** The owner's words that showed the sign. */
  evidence: z.string().min(1),
  urgency: urgencySchema,
});
export type SafetyAlert = z.infer<typeof safetyAlertSchema>;

export const DIAGNOSIS_CLARITIES = ['clear', 'tentative', 'vague'] as const;
export type DiagnosisClarity = (typeof DIAGNOSIS_CLARITIES)[number];

export const diagnosticResultsSchema = z.strictObject({
  potentialCauses: z.array(potentialCauseSchema),
  /** Safety signs found in the description, most urgent first (absent in older records). */
  safetyAlerts: z.array(safetyAlertSchema).optional(),
  /** How well the description separates the causes; 'vague' comes with a plain note. */
  clarity: z.enum(DIAGNOSIS_CLARITIES).optional(),
  /** Shown when the description is too vague to rank causes with confidence. */
  clarityNote: z.string().min(1).optional(),
  /** One or two short questions whose answers would separate the top causes. */
  followUpQuestions: z.array(z.string().min(1)).max(3).optional(),
  /** Warranties and recalls that may pay (absent in records from before the check). */
  coverage: coverageCheckSchema.optional(),
  /** What the analysis knew about the car's build (absent in older records). */
  carFacts: carFactLinesSchema.optional(),
  pricesNote: pricesNoteSchema.optional(),
});
export type DiagnosticResults = z.infer<typeof diagnosticResultsSchema>;

export const replacementPartSchema = z.strictObject({
  name: z.string().min(1),
  estimatedCost: moneyRangeSchema,
  laborCost: moneyRangeSchema,
  replacementTime: z.string(),
  totalCost: moneyRangeSchema,
});
export type ReplacementPart = z.infer<typeof replacementPartSchema>;

export const partsResultsSchema = z.strictObject({
  partsReplacement: z.strictObject({
    parts: z.array(replacementPartSchema),
    totalEstimate: moneyRangeSchema,
    /** How the prices were set when it is not the usual independent shop (a dealer's quote). */
    priceBasis: z.string().min(1).optional(),
    /** What to test before buying a part when a cheaper cause is common. */
    testFirst: z.array(z.string().min(1)).optional(),
    /** The price the owner says a shop quoted, against the job's range here. */
    quoteCheck: z
      .strictObject({
        quoted: z.number().positive(),
        verdict: z.enum(['below', 'within', 'above']),
        note: z.string().min(1),
      })
      .optional(),
  }),
  coverage: coverageCheckSchema.optional(),
  /** What the analysis knew about the car's build (absent in older records). */
  carFacts: carFactLinesSchema.optional(),
  pricesNote: pricesNoteSchema.optional(),
});
export type PartsResults = z.infer<typeof partsResultsSchema>;

/**
 * Description, cost and time are optional: photos may not show enough to estimate them, and
 * the results page has a fallback text for each ("Cost estimate not available", ...).
 */
export const collisionResultsSchema = z.strictObject({
  collisionRepair: z.strictObject({
    damageDescription: z.string().optional(),
    repairAreas: z.array(z.string().min(1)),
    estimatedCost: moneyRangeSchema.optional(),
    estimatedTime: z.string().optional(),
    recommendedProcedures: z.array(z.string().min(1)),
  }),
  coverage: coverageCheckSchema.optional(),
  /** What the analysis knew about the car's build (absent in older records). */
  carFacts: carFactLinesSchema.optional(),
  pricesNote: pricesNoteSchema.optional(),
});
export type CollisionResults = z.infer<typeof collisionResultsSchema>;
