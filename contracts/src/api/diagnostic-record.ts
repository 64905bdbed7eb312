import { z } from 'zod';
import { isoDateTime } from './common-fields';
import {
  collisionResultsSchema,
  diagnosticResultsSchema,
  partsResultsSchema,
} from './diagnostic-results';
import { estimateResultsSchema } from './estimate-review';

/**
 * `resultType` and the shape of `results` always travel together, so they are one
 * discriminated union: a 'parts' record can only carry `partsReplacement`, and a reader
 * narrows `results` by switching on `resultType`.
 */
const outcomes = {
  diagnostic: { resultType: z.literal('diagnostic'), results: diagnosticResultsSchema },
  parts: { resultType: z.literal('parts'), results: partsResultsSchema },
  collision: { resultType: z.literal('collision'), results: collisionResultsSchema },
  estimate: { resultType: z.literal('estimate'), results: estimateResultsSchema },
} as const;

/** Adds the resultType/results pair to `shape`; the record view and the event share it. */
export function withDiagnosticOutcome<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.discriminatedUnion('resultType', [
    z.strictObject({ ...shape, ...outcomes.diagnostic }),
    z.strictObject({ ...shape, ...outcomes.parts }),
    z.strictObject({ ...shape, ...outcomes.collision }),
    z.strictObject({ ...shape, ...outcomes.estimate }),
  ]);
}

export const diagnosticOutcomeSchema = withDiagnosticOutcome({});
export type DiagnosticOutcome = z.infer<typeof diagnosticOutcomeSchema>;

/** GET /api/diagnostics/{diagnosticId} */
export const diagnosticParamsSchema = z.strictObject({ diagnosticId: z.uuid() });
export type DiagnosticParams = z.infer<typeof diagnosticParamsSchema>;

/** GET /api/diagnostics/by-issue/{issueId} */
export const diagnosticByIssueParamsSchema = z.strictObject({ issueId: z.uuid() });
export type DiagnosticByIssueParams = z.infer<typeof diagnosticByIssueParamsSchema>;

/** The body of both GET calls above. */
export const diagnosticRecordSchema = withDiagnosticOutcome({
  diagnosticId: z.uuid(),
  issueId: z.uuid(),
  producedAt: isoDateTime,
});
export type DiagnosticRecord = z.infer<typeof diagnosticRecordSchema>;
