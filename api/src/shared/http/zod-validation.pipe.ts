import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { validationProblem } from '@fairwrench/contracts';
import type { z } from 'zod';

/**
 * Validates a request part against its contract schema. A failure becomes a 400
 * problem+json whose `detail` is the first message, in the spec's wording.
 */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const problem = validationProblem(result.error);
    throw new BadRequestException({ ...problem, detail: problem.errors?.[0]?.message });
  }
}
