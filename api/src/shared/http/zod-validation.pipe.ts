import { BadRequestException, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import {
  REQUEST_SHAPE_MESSAGES,
  unstorableTextPath,
  unstorableTextProblem,
  validationProblem,
} from '@fairwrench/contracts';
import type { z } from 'zod';

/**
 * A list or an object where a field wants one value (`?zipCode=1&zipCode=2`) is a shape
 * error, even on a field whose spec message would otherwise say "Please enter a ZIP code".
 */
function isShapeError(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'invalid_type' && typeof issue.input === 'object' && issue.input !== null;
}

/**
 * Validates a request part against its contract schema, after the one string rule that
 * refuses text the database could not store. A failure becomes a 400
 * problem+json whose `detail` is the first message: the spec's wording where a schema gives
 * one, and one plain sentence for a request of the wrong shape (REQUEST_SHAPE_MESSAGES), which
 * takes the place of every message zod would word itself.
 */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown, metadata?: ArgumentMetadata): z.infer<Schema> {
    // Before the schema: no text the database cannot store gets anywhere (ADR 042).
    const unstorable = unstorableTextPath(value);
    if (unstorable !== undefined) throw new BadRequestException(unstorableTextProblem(unstorable));
    const shape =
      metadata?.type === 'param' ? REQUEST_SHAPE_MESSAGES.link : REQUEST_SHAPE_MESSAGES.request;
    // A per-parse error map words only the issues no schema words itself.
    const result = this.schema.safeParse(value, { error: () => shape, reportInput: true });
    if (result.success) return result.data;
    const issues = result.error.issues.map((issue) =>
      isShapeError(issue) ? { ...issue, message: shape } : issue,
    );
    const problem = validationProblem({ issues });
    throw new BadRequestException({ ...problem, detail: problem.errors?.[0]?.message });
  }
}
