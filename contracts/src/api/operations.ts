import { z } from 'zod';

/** What one readiness check found, and how long it took to find it. */
export const healthCheckResultSchema = z.strictObject({
  status: z.literal('up'),
  ms: z.number().nonnegative(),
  /** What an operator should know although the check passed (events parked). */
  detail: z.string().optional(),
});
export type HealthCheckResult = z.infer<typeof healthCheckResultSchema>;

/** GET /health/live: the process answers; nothing else is checked. */
export const livenessResponseSchema = z.strictObject({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/**
 * GET /health/ready when every dependency answered in time, by check name (`database`, and
 * `kafka` where this process forwards leads). A failing check answers 503 problem+json whose
 * detail names it.
 */
export const readinessResponseSchema = z.strictObject({
  status: z.literal('ok'),
  checks: z.record(z.string(), healthCheckResultSchema),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
