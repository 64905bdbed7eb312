import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import type { Money } from '../types';
import { normaliseCode } from './code-format';

/** Generic OBD-II trouble-code facts from OBDex (CC0), English only, without prices. */
export interface ObdCodeInfo {
  readonly code: string;
  readonly title: string;
  readonly description: string | undefined;
  /** The likeliest causes as OBDex ranks them (labels, not our repair-job ids). */
  readonly causes: readonly ObdCause[];
  /** Book hours to diagnose and repair, when OBDex gives them. */
  readonly hours: Money | undefined;
  readonly limpModePossible: boolean;
  readonly emissionsRelevant: boolean;
}

export interface ObdCause {
  readonly label: string;
  readonly likelihood: 'high' | 'medium' | 'low';
}

const entrySchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  causes: z
    .array(
      z.object({
        label: z.string(),
        likelihood: z.enum(['high', 'medium', 'low']),
      }),
    )
    .optional(),
  hours: z.tuple([z.number(), z.number()]).optional(),
  limpModePossible: z.boolean().optional(),
  emissionsRelevant: z.boolean().optional(),
});
type Entry = z.infer<typeof entrySchema>;

// Entries are validated one by one on lookup: checking all ~9,500 up front would cost more
// start-up time than every lookup of a process lifetime together. The table itself is only
// checked to be an object (a record schema would walk every key).
const tableSchema = z.object({
  source: z.string(),
  licence: z.string(),
  codes: z.custom<Readonly<Record<string, unknown>>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'codes must be an object of code entries',
  ),
});

/** The OBD-II table: code to its raw entry, validated when looked up. */
export type ObdTable = Readonly<Record<string, unknown>>;

export function loadObdTable(): ObdTable {
  return loadKnowledge('obd-codes.json', tableSchema).codes;
}

export function lookupCode(code: string, table: ObdTable): ObdCodeInfo | undefined {
  const canonical = normaliseCode(code);
  if (!canonical) return undefined;
  const raw = table[canonical];
  if (raw === undefined) return undefined;
  return toInfo(canonical, entrySchema.parse(raw));
}

/** Number of codes in the table (for diagnostics and tests). */
export function knownCodeCount(table: ObdTable): number {
  return Object.keys(table).length;
}

function toInfo(code: string, entry: Entry): ObdCodeInfo {
  return {
    code,
    title: entry.title,
    description: entry.description,
    causes: entry.causes ?? [],
    hours: entry.hours ? { min: entry.hours[0], max: entry.hours[1] } : undefined,
    limpModePossible: entry.limpModePossible ?? false,
    emissionsRelevant: entry.emissionsRelevant ?? false,
  };
}

// Callers that look codes up usually normalise them too; one import serves both.
export { normaliseCode, findCodes } from './code-format';
