import { z } from 'zod';

/** Every error response is `application/problem+json` (RFC 9457). */
export const PROBLEM_JSON_CONTENT_TYPE = 'application/problem+json';

/** One failed field: `path` is dotted ('photos.0.contentType'), '' for the body itself. */
export const problemFieldErrorSchema = z.strictObject({
  path: z.string(),
  message: z.string().min(1),
});
export type ProblemFieldError = z.infer<typeof problemFieldErrorSchema>;

export const problemDetailsSchema = z.strictObject({
  /** A URI naming the problem kind; 'about:blank' when the status says it all. */
  type: z.string().min(1),
  title: z.string().min(1),
  status: z.int().min(400).max(599),
  detail: z.string().optional(),
  instance: z.string().optional(),
  /** Our domain error code, so clients branch on it rather than on wording. */
  code: z.string().min(1).optional(),
  /** Present on validation failures, one entry per rejected field. */
  errors: z.array(problemFieldErrorSchema).optional(),
});
export type ProblemDetails = z.infer<typeof problemDetailsSchema>;

/** Relative, as RFC 9457 allows, so no host name is baked into the contract. */
export const VALIDATION_PROBLEM_TYPE = '/problems/validation';

/** Turns a zod failure into the `errors` list the UI maps back onto its fields. */
export function toProblemFieldErrors(error: z.ZodError): ProblemFieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

export function validationProblem(error: z.ZodError, instance?: string): ProblemDetails {
  return {
    type: VALIDATION_PROBLEM_TYPE,
    title: 'Your request has invalid fields',
    status: 400,
    ...(instance === undefined ? {} : { instance }),
    errors: toProblemFieldErrors(error),
  };
}
