import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';

/**
 * Honda's and Acura's Maintenance Minder (knowledge/maintenance-minder.json): the car shows a
 * main letter and sub-item numbers ("B12") when its own count says service is due. A shop's
 * "B12 service" is judged as what that code lists, and each item in it is due by the car's own
 * count; a fluid or filter the code does not list is not (ADR 104).
 */

const codeSchema = z.strictObject({
  code: z.string().regex(/^[AB1-7]$/),
  /** What the owner's manual says the code asks for, for the owner. */
  items: z.string().min(5),
  /** The catalogue words the code is priced as ("tire rotation"). */
  priced: z.string().min(3),
  /** The catalogue services it makes due. */
  services: z.array(z.string().min(3)).min(1),
});

const minderFileSchema = z.strictObject({
  version: z.string(),
  updated: z.string(),
  description: z.string().min(20),
  licence: z.string().min(10),
  makes: z.array(z.string().min(2)).min(1),
  codes: z.array(codeSchema).min(9),
  sources: z.array(z.string().min(10)).min(1),
});

export type MinderKnowledge = z.infer<typeof minderFileSchema>;

export function loadMaintenanceMinder(): MinderKnowledge {
  return loadKnowledge('maintenance-minder.json', minderFileSchema);
}

/** A code read from an estimate: what it lists, and which services it makes due. */
export interface MinderCode {
  /** As Honda writes it: "B12". */
  readonly code: string;
  /** "engine oil and filter change, …; tire rotation; …" for the owner. */
  readonly items: string;
  /** The catalogue words the package is priced as: "oil and filter change, tire rotation". */
  readonly priced: string;
  readonly due: ReadonlySet<string>;
  /** Every service some code makes due, with the code that does: brake fluid is "7". */
  readonly scheduledBy: ReadonlyMap<string, string>;
  /** Finds the code's words in a line: "B12 service", "Maintenance Minder code B12". */
  readonly pattern: RegExp;
}

/**
 * A main letter with sub-items ("B12", "A 1 3", "b-17"), or a bare letter next to "service"
 * or "code". A lone "a" is the article ("a service"), so a bare A must be a capital.
 */
const LEAD = String.raw`(?i:maintenance\s+minder\s+(?:code\s+)?|minder\s+(?:code\s+)?|(?:service|maintenance)\s+code\s+|code\s+|service\s+)?`;
const TAIL = String.raw`(?i:\s+(?:service|maintenance|code))?`;
const WITH_ITEMS = String.raw`\b([AaBb])[\s-]?([1-7](?:[\s,&]{0,2}[1-7]){0,6})(?![\w.])`;
/**
 * Case matters for the letter only (the words around it may be in capitals). A bare A must
 * follow a word that makes it a name ("the A service", "due for A service"): at the start of a
 * sentence it is the article ("A service advisor said…").
 */
const NOT_A_CODE = String.raw`(?!\s+(?i:advis[eo]r|writer|department|manager|cent(?:er|re)|bulletin|station|light|call|contract|plan|record|history|interval|schedule)\b)`;
const BEFORE_BARE_A = String.raw`(?<=\b(?i:the|an|my|her|his|our|their|for|do|did|needs?|wants?|due|minder|code|service)\s+)`;
const BARE = String.raw`(?:(?:${BEFORE_BARE_A}(A)|\b([Bb]))(?=[\s-]+(?i:service|maintenance)\b${NOT_A_CODE})|(?<=\b(?i:service|minder|code)[\s:-]+)(A|[Bb])(?![\w'-]))`;
/** Where a code with sub-items is no Minder code: "A1 condition", a part number. */
const CONTEXT = /\b(?:service|maintenance|minder|code|due|dash|display|showed|shows|says)\b/i;

export function readMinderCode(
  text: string,
  make: string,
  minder: MinderKnowledge,
): MinderCode | null {
  if (!minder.makes.some((m) => m.toLowerCase() === make.trim().toLowerCase())) return null;
  for (const line of text.split(/\n|(?<=[.!?])\s+/)) {
    const withItems = new RegExp(WITH_ITEMS).exec(line);
    const bare = new RegExp(BARE).exec(line);
    const letter = withItems?.[1] ?? bare?.[1] ?? bare?.[2] ?? bare?.[3];
    if (!letter || (withItems && !CONTEXT.test(line))) continue;
    const digits = [...new Set((withItems?.[2] ?? '').match(/[1-7]/g) ?? [])].sort();
    return minderCode(letter.toUpperCase(), digits, minder);
  }
  return null;
}

function minderCode(
  letter: string,
  digits: readonly string[],
  minder: MinderKnowledge,
): MinderCode {
  const byCode = new Map(minder.codes.map((c) => [c.code, c]));
  const shown = [letter, ...digits].map((code) => byCode.get(code)!);
  const scheduledBy = new Map<string, string>();
  for (const c of minder.codes) {
    for (const id of c.services) if (!scheduledBy.has(id)) scheduledBy.set(id, c.code);
  }
  const code = `${letter}${digits.join('')}`;
  const first = letter === 'A' && digits.length === 0 ? 'A' : `[${letter}${letter.toLowerCase()}]`;
  const spelled = digits.length === 0 ? first : `${first}[\\s-]?${digits.join('[\\s,&]{0,2}')}`;
  return {
    code,
    items: shown.map((c) => c.items).join('; '),
    priced: shown.map((c) => c.priced).join(', '),
    due: new Set(shown.flatMap((c) => c.services)),
    scheduledBy,
    pattern: new RegExp(String.raw`${LEAD}\b${spelled}(?![\w'-])${TAIL}`),
  };
}
