import { BadRequestException, type PipeTransform } from '@nestjs/common';
import {
  unstorableTextPath,
  unstorableTextProblem,
  validationProblem,
} from '@fairwrench/contracts';
import type { z } from 'zod';

/**
 * Validates a request part against its contract schema, after the one string rule that
 * refuses text the database could not store. A failure becomes a 400
 * problem+json whose `detail` is the first message, in the spec's wording.
 */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    // Before the schema: no text the database cannot store gets anywhere (ADR 042).
    const unstorable = unstorableTextPath(value);
    if (unstorable !== undefined) throw new BadRequestException(unstorableTextProblem(unstorable));
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const problem = validationProblem(result.error);
    throw new BadRequestException({ ...problem, detail: problem.errors?.[0]?.message });
  }
}
