import { z } from 'zod';
import { moneyAmount, moneyRangeSchema } from './common-fields';
import { carFactLinesSchema, pricesNoteSchema } from './car-facts';
import { coverageCheckSchema } from './coverage-check';

/** The result shape when the owner asked for a review of a shop's estimate. */

/**
 * One line's verdict, as the services table labels it: a fair or high price, or why the line
 * is flagged (not needed, not due yet, ask first because the mileage or a test is missing, or
 * not applicable to this car). A flagged line is never labelled "fair".
 */
export const SERVICE_VERDICTS = [
  'fair',
  'above-fair',
  'not-needed',
  'premature',
  'ask-first',
  'not-applicable',
] as const;
export type ServiceVerdict = (typeof SERVICE_VERDICTS)[number];

export const reviewedServiceSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string(),
  priceRange: moneyRangeSchema,
  shopEstimate: moneyAmount,
  isFair: z.boolean(),
  /** Absent in reviews recorded before lines had their own verdict. */
  verdict: z.enum(SERVICE_VERDICTS).optional(),
});
export type ReviewedService = z.infer<typeof reviewedServiceSchema>;

/** Either a bare line from the estimate, or the line with the reasons it is not needed. */
export const unnecessaryItemSchema = z.union([
  z.string().min(1),
  z.strictObject({
    item: z.string().min(1),
    details: z.array(z.string().min(1)),
    note: z.string().optional(),
  }),
]);
export type UnnecessaryItem = z.infer<typeof unnecessaryItemSchema>;

/**
 * The review's one-word verdict: a fair quote, one priced above the local fair range, or one
 * that includes items the owner probably does not need (which wins when both apply).
 */
export const ESTIMATE_VERDICTS = ['fair', 'overpriced', 'unnecessary-items'] as const;
export type EstimateVerdict = (typeof ESTIMATE_VERDICTS)[number];

export const estimateReviewSchema = z.strictObject({
  /** True exactly when `verdict` is 'fair'. */
  isFairPrice: z.boolean(),
  /** Absent in reviews recorded before verdicts were named. */
  verdict: z.enum(ESTIMATE_VERDICTS).optional(),
  averageCostInArea: moneyRangeSchema,
  /** The final verdict, in words. */
  recommendations: z.string(),
  totalEstimate: moneyAmount,
  parts: moneyAmount,
  labor: moneyAmount,
  tax: moneyAmount,
  /**
   * Where parts / labour / tax came from: written on the estimate, or our split of a combined
   * price (the estimate gave none). Absent in reviews recorded before the distinction.
   */
  splitSource: z.enum(['estimate', 'our-estimate']).optional(),
  // An estimate photo does not always show who wrote it, where, or for which car.
  vehicleInfo: z.string().optional(),
  shopName: z.string().optional(),
  location: z.string().optional(),
  services: z.array(reviewedServiceSchema),
  unnecessaryItems: z.array(unnecessaryItemSchema),
  questionsToAsk: z.array(z.string().min(1)),
  /** Only the locally simulated review on the test page fills this in. */
  diagnosticNote: z.string().optional(),
});
export type EstimateReview = z.infer<typeof estimateReviewSchema>;

export const estimateResultsSchema = z.strictObject({
  estimateReview: estimateReviewSchema,
  coverage: coverageCheckSchema.optional(),
  /** What the analysis knew about the car's build (absent in older records). */
  carFacts: carFactLinesSchema.optional(),
  pricesNote: pricesNoteSchema.optional(),
});
export type EstimateResults = z.infer<typeof estimateResultsSchema>;
