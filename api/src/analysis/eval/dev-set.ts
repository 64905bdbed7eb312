import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evalDataDir } from './data-dir';
import { z } from 'zod';

const vehicle = z.object({
  year: z.int(),
  make: z.string(),
  model: z.string(),
  mileage: z.int().nullable(),
});
const base = { id: z.string(), vehicle, zipCode: z.string(), description: z.string() };
const reference = z.object({ totalMin: z.number(), totalMax: z.number(), source: z.string() });

export const symptomCaseSchema = z.object({
  ...base,
  expected: z.string(),
  acceptable: z.array(z.string()).optional(),
});
export const estimateCaseSchema = z.object({
  ...base,
  symptomsMentioned: z.boolean(),
  lines: z.array(
    z.object({ text: z.string(), unnecessary: z.boolean(), why: z.string().optional() }),
  ),
});
export const costCaseSchema = z.object({ ...base, reference });

export type SymptomCase = z.infer<typeof symptomCaseSchema>;
export type EstimateCase = z.infer<typeof estimateCaseSchema>;
export type CostCase = z.infer<typeof costCaseSchema>;

export interface DevSet {
  readonly symptoms: SymptomCase[];
  readonly estimates: EstimateCase[];
  readonly parts: CostCase[];
  readonly collision: CostCase[];
}

function load<T>(file: string, schema: z.ZodType<T>): T[] {
  const raw: unknown = JSON.parse(
    readFileSync(join(evalDataDir('dev-set', 'symptoms.json'), file), 'utf8'),
  );
  return z.array(schema).parse(raw);
}

export function loadDevSet(): DevSet {
  return {
    symptoms: load('symptoms.json', symptomCaseSchema),
    estimates: load('estimates.json', estimateCaseSchema),
    parts: load('parts.json', costCaseSchema),
    collision: load('collision.json', costCaseSchema),
  };
}
