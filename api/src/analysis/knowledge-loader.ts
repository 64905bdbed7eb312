import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

/**
 * Knowledge files live in src/analysis/knowledge. Compiled code runs from dist/analysis, where
 * a build step may or may not have copied them, so both places are tried.
 */
const candidateDirs = [
  join(__dirname, 'knowledge'),
  join(__dirname, '../../src/analysis/knowledge'),
];

export function knowledgePath(fileName: string): string {
  for (const dir of candidateDirs) {
    const path = join(dir, fileName);
    if (existsSync(path)) return path;
  }
  throw new Error(`Knowledge file ${fileName} not found in ${candidateDirs.join(' or ')}`);
}

/** Reads and validates a JSON knowledge file; a malformed file fails loudly at load, not mid-analysis. */
export function loadKnowledge<T>(fileName: string, schema: z.ZodType<T>): T {
  const raw: unknown = JSON.parse(readFileSync(knowledgePath(fileName), 'utf8'));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Knowledge file ${fileName} is invalid: ${parsed.error.message}`);
  }
  return parsed.data;
}
