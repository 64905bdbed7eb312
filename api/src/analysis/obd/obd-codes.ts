import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import type { Money } from '../types';
import { normaliseCode } from './code-format';

/** Generic OBD-II trouble-code facts from OBDex (CC0), English only, without prices. */
export interface ObdCodeInfo {
  readonly code: string;
  readonly title: string;
  readonly description: string | undefined;
  /** Causes as OBDex ranks them; ids are OBDex's, not our repair-job ids. */
  readonly causes: readonly ObdCause[];
  readonly components: readonly string[];
  /** Book hours to diagnose and repair, when OBDex gives them. */
  readonly hours: Money | undefined;
  readonly mil: boolean | undefined;
  readonly limpModePossible: boolean;
  readonly emissionsRelevant: boolean;
}

export interface ObdCause {
  readonly id: string;
  readonly label: string;
  readonly likelihood: 'high' | 'medium' | 'low';
}

const entrySchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  causes: z
    .array(
      z.object({
        id: z.string(),
        label: z.string(),
        likelihood: z.enum(['high', 'medium', 'low']),
      }),
    )
    .optional(),
  components: z.array(z.string()).optional(),
  hours: z.tuple([z.number(), z.number()]).optional(),
  mil: z.boolean().optional(),
  limpModePossible: z.boolean().optional(),
  emissionsRelevant: z.boolean().optional(),
});
type Entry = z.infer<typeof entrySchema>;

// Entries are validated one by one on lookup: checking all ~9,500 up front would cost more
// start-up time than every lookup of a process lifetime together.
const tableSchema = z.object({
  source: z.string(),
  licence: z.string(),
  codes: z.record(z.string(), z.unknown()),
});

let codes: Readonly<Record<string, unknown>> | undefined;

function table(): Readonly<Record<string, unknown>> {
  codes ??= loadKnowledge('obd-codes.json', tableSchema).codes;
  return codes;
}

export function lookupCode(code: string): ObdCodeInfo | undefined {
  const canonical = normaliseCode(code);
  if (!canonical) return undefined;
  const raw = table()[canonical];
  if (raw === undefined) return undefined;
  return toInfo(canonical, entrySchema.parse(raw));
}

/** Number of codes in the table (for diagnostics and tests). */
export function knownCodeCount(): number {
  return Object.keys(table()).length;
}

function toInfo(code: string, entry: Entry): ObdCodeInfo {
  return {
    code,
    title: entry.title,
    description: entry.description,
    causes: entry.causes ?? [],
    components: entry.components ?? [],
    hours: entry.hours ? { min: entry.hours[0], max: entry.hours[1] } : undefined,
    mil: entry.mil,
    limpModePossible: entry.limpModePossible ?? false,
    emissionsRelevant: entry.emissionsRelevant ?? false,
  };
}

// Callers that look codes up usually normalise them too; one import serves both.
export { normaliseCode, findCodes } from './code-format';
