import { z } from 'zod';
import { moneyAmount, moneyRangeSchema } from './common-fields';
import { coverageCheckSchema } from './coverage-check';

/** The result shape when the owner asked for a review of a shop's estimate. */

export const reviewedServiceSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string(),
  priceRange: moneyRangeSchema,
  shopEstimate: moneyAmount,
  isFair: z.boolean(),
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
});
export type EstimateResults = z.infer<typeof estimateResultsSchema>;
