import { BadRequestException } from '@nestjs/common';
import {
  createManagedRepairRequestSchema,
  eraseMyDataBodySchema,
  issueDetailsFieldsSchema,
  managedRepairParamsSchema,
  shopSearchQuerySchema,
  vehicleInfoRequestSchema,
  type ProblemDetails,
} from '@fairwrench/contracts';
import type { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe';

const REQUEST = 'The request is not in the expected form.';

/** The problem+json a request part is refused with. */
function refusal(
  schema: z.ZodType,
  value: unknown,
  type: 'body' | 'query' | 'param' = 'body',
): ProblemDetails {
  try {
    new ZodValidationPipe(schema).transform(value, { type });
  } catch (error) {
    if (error instanceof BadRequestException) return error.getResponse() as ProblemDetails;
    throw error;
  }
  throw new Error('the pipe took the value');
}

const issue = {
  userId: '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f',
  vehicleId: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  issueType: 'symptoms',
  description: 'It shakes when idling at a light.',
};

describe('ZodValidationPipe: what a refused request says', () => {
  it.each([
    ['a list for the body', vehicleInfoRequestSchema, []],
    ['no body at all', eraseMyDataBodySchema, undefined],
    ['a field that is not there to send', issueDetailsFieldsSchema, { ...issue, evil: 'x' }],
    ['an id that is no id', createManagedRepairRequestSchema, { diagnosticId: 'bad' }],
    ['a ZIP code sent twice', shopSearchQuerySchema, { zipCode: ['85253', '90210'] }],
  ])('one plain sentence for %s, not zod’s wording', (_case, schema, value) => {
    const problem = refusal(schema, value);
    expect(problem.detail).toBe(REQUEST);
    expect(problem.errors?.every((error) => error.message === REQUEST)).toBe(true);
  });

  it('says a link is not valid when the path holds no id', () => {
    const problem = refusal(managedRepairParamsSchema, { managedRepairId: 'x' }, 'param');
    expect(problem.detail).toBe('That link is not valid.');
  });

  it.each([
    [vehicleInfoRequestSchema, { name: 'D' }, 'Name must be at least 2 characters'],
    [shopSearchQuerySchema, {}, 'Please enter a ZIP code'],
    [eraseMyDataBodySchema, {}, 'Type ERASE to confirm that everything about you should be erased'],
  ])('keeps the spec’s field messages word for word (%#)', (schema, value, message) => {
    expect(refusal(schema, value).detail).toBe(message);
  });
});
