import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';

/**
 * Honda's and Acura's Maintenance Minder (knowledge/maintenance-minder.json): the car shows a
 * main letter and sub-item numbers ("B12") when its own count says service is due. A shop's
 * "B12 service" is judged as what that code lists, each item in it is due by the car's own
 * count, and a fluid or filter the code does not list is not (ADR 104).
 */

const CODES = ['A', 'B', '1', '2', '3', '4', '5', '6', '7'] as const;

const codeSchema = z.strictObject({
  code: z.enum(CODES),
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
  codes: z
    .array(codeSchema)
    .refine((codes) => CODES.every((c) => codes.filter((row) => row.code === c).length === 1), {
      error: 'every main letter and sub-item exactly once',
    }),
  sources: z.array(z.string().min(10)).min(1),
});

type CodeRow = z.infer<typeof codeSchema>;

/** The file, indexed once at load. */
export interface MinderKnowledge {
  readonly makes: ReadonlySet<string>;
  readonly byCode: ReadonlyMap<string, CodeRow>;
  /** Every service some code makes due, with the first code that does: brake fluid is "7". */
  readonly scheduledBy: ReadonlyMap<string, string>;
}

export function loadMaintenanceMinder(): MinderKnowledge {
  const file = loadKnowledge('maintenance-minder.json', minderFileSchema);
  const scheduledBy = new Map<string, string>();
  for (const row of file.codes) {
    for (const id of row.services) if (!scheduledBy.has(id)) scheduledBy.set(id, row.code);
  }
  return {
    makes: new Set(file.makes.map((m) => m.toLowerCase())),
    byCode: new Map(file.codes.map((row) => [row.code, row])),
    scheduledBy,
  };
}

/** One code: what it lists, and which services it makes due. */
export interface MinderCode {
  /** As Honda writes it: "B12". */
  readonly code: string;
  /** "engine oil and filter change, …; tire rotation" for the owner. */
  readonly items: string;
  /** The catalogue words of each item it lists: ["oil and filter change", "tire rotation"]. */
  readonly priced: readonly string[];
  readonly due: ReadonlySet<string>;
  readonly scheduledBy: ReadonlyMap<string, string>;
}

/**
 * What an estimate says of the Minder: the code the car showed, as the owner tells it, and the
 * code the shop sells as a service. What is due follows the car's code when the owner gives one.
 */
export interface MinderReading {
  /** The code that decides what is due: the one shown on the car, else the one sold. */
  readonly due: MinderCode;
  /** The code sold as a service ("B12 service $389"), whose line is priced as its items. */
  readonly sold: MinderCode | undefined;
}

/*
 * The reader works on the line with every word of two letters or more lower-cased, so case
 * tells only for the single letters: "A service" may be the code, "a service" is the article.
 */

/**
 * Sub-items after the letter: "B12", "A 1 3", "b-17"; never part of a longer number or a
 * quantity ("A 2-hour job", "a 4 wheel alignment").
 */
const SUB_ITEMS = String.raw`([1-7](?:[ ,&]{0,2}[1-7](?![\d,]\d))*)(?![\w-]|[.,]\d|\s*(?:hours?|hrs?|years?|yrs?|miles?|months?|days?|weeks?|wheels?|doors?|speeds?|quarts?|qts?|liters?|litres?|gallons?|tires?|tyres?|x)\b)`;
/** A lower-case letter only joined to its sub-items ("b12"): "a 2 hour job" is an article. */
const WITH_SUB_ITEMS = new RegExp(String.raw`(?<![\w/-])(?:([AB])[ -]?|([ab])-?)${SUB_ITEMS}`);
/** What the service words that name a code look like, abbreviations included. */
const SERVICE = String.raw`(?:service|svc|maint\w*)`;
/** Words after "A service" that make it a person, place or paper, not the code. */
const NOT_A_CODE = String.raw`(?!\s+(?:advis[eo]r|writer|department|dept|manager|cent(?:er|re)|bulletin|station|light|call|contract|plan|record|history|interval|schedule|tech\w*|rep\w*|guy|desk|lane|bay)\b)`;
/** A bare letter closes its phrase: "Service B due", "Service B: $89", not "Service A/C". */
const LETTER_END = String.raw`(?=\s*(?:$|[.,;:!?)\-–—$]|\d|\s(?:service|svc|due|is|was|at|for|on|light|code|show\w*)\b))`;
const BARE_LETTER = [
  // "the A service", "due for B service", "B Service $89"
  String.raw`(?<=\b(?:the|an|my|her|his|our|their|for|do|did|needs?|wants?|due|minder|code|service|mm)\s+)A(?=[ -]+${SERVICE}\b${NOT_A_CODE})`,
  // "A Service $89.95" at the start of a line, as an item
  String.raw`^\W*A(?=[ -]+${SERVICE}\s*(?:$|[:\-–—$(]|\d))`,
  String.raw`(?<![\w/-])[Bb](?=[ -]+${SERVICE}\b${NOT_A_CODE})`,
  // "Service B due", "Maintenance Minder: B", "code A."
  String.raw`(?<=\b(?:service|minder|code|maintenance|mm)[ :-]+)(?:A|[Bb])(?![\w'/+&-])${LETTER_END}`,
].map((source) => new RegExp(source));
/** A code with sub-items is one only beside these words: "A1 condition" is no code. */
const CODE_CONTEXT =
  /\b(?:service|svc|maint\w*|minder|mm|code|due|dash\w*|display\w*|show\w*|says|said)\b/;
/** The car's own display, as the owner tells it. */
const SHOWN = /\b(?:dash\w*|display\w*|show\w*|showing|says|said|came up|popped up|minder)\b/;
/** A code from an earlier visit is no code for this one. */
const EARLIER = /\b(?:last (?:year|time|visit|service)|previous|prior|ago|already)\b/;
/** Words that belong with the code: "Maintenance Minder: B12", "service code A1". */
const BEFORE = new RegExp(
  String.raw`(?:(?:maintenance\s+minder|minder|mm)\s*:?\s*(?:code\s+)?|(?:service|maintenance)\s+code\s+|code\s+|service\s+)$`,
);
const AFTER = new RegExp(String.raw`^[ -]+${SERVICE}\b`);

/** A code named in one line, where it sits (with its own words), and how it is told. */
export interface MinderMention {
  readonly code: string;
  readonly start: number;
  readonly end: number;
  /** Sold as a service: "B12 service", or on a priced line. */
  readonly sold: boolean;
  /** The car's display, as the owner tells it: "the dash shows B12". */
  readonly shown: boolean;
}

export function readMinderCode(
  text: string,
  make: string,
  minder: MinderKnowledge,
): MinderReading | null {
  if (!minder.makes.has(make.trim().toLowerCase())) return null;
  const mentions = text
    .split(/\n|(?<=[.!?])\s+(?=[A-Z])/)
    .map(findMinderCode)
    .filter((m): m is MinderMention => m !== null);
  const sold = mentions.find((m) => m.sold);
  const shown = mentions.find((m) => m.shown && !m.sold) ?? sold ?? mentions[0];
  if (!shown) return null;
  return {
    due: minderCode(shown.code, minder),
    sold: sold ? minderCode(sold.code, minder) : undefined,
  };
}

/** The Minder code one line names, or null; a code from an earlier visit is none. */
export function findMinderCode(line: string): MinderMention | null {
  const lowered = line.replace(/[A-Za-z]{2,}/g, (w) => w.toLowerCase());
  if (EARLIER.test(lowered)) return null;
  const found = codeIn(lowered);
  if (!found) return null;
  const before = BEFORE.exec(lowered.slice(0, found.index));
  const after = AFTER.exec(lowered.slice(found.index + found.length));
  return {
    code: found.code,
    start: found.index - (before?.[0].length ?? 0),
    end: found.index + found.length + (after?.[0].length ?? 0),
    sold: after !== null || /\$\s*\d/.test(lowered),
    shown: SHOWN.test(lowered),
  };
}

function codeIn(line: string): { code: string; index: number; length: number } | null {
  const withItems = WITH_SUB_ITEMS.exec(line);
  const digits = withItems?.[3]?.match(/[1-7]/g) ?? [];
  // Honda writes sub-items once each, in order: "B1157" is a body code, not a Minder code.
  const ordered = digits.every((d, i) => i === 0 || d > digits[i - 1]!);
  if (withItems && ordered && CODE_CONTEXT.test(line)) {
    const letter = (withItems[1] ?? withItems[2] ?? '').toUpperCase();
    return {
      code: `${letter}${digits.join('')}`,
      index: withItems.index,
      length: withItems[0].length,
    };
  }
  for (const pattern of BARE_LETTER) {
    const bare = pattern.exec(line);
    if (bare) {
      const at = bare.index + bare[0].length - 1;
      return { code: line.charAt(at).toUpperCase(), index: at, length: 1 };
    }
  }
  return null;
}

function minderCode(code: string, minder: MinderKnowledge): MinderCode {
  const rows = [...code].map((c) => minder.byCode.get(c)).filter((r) => r !== undefined);
  return {
    code,
    items: rows.map((r) => r.items).join('; '),
    priced: rows.map((r) => r.priced),
    due: new Set(rows.flatMap((r) => r.services)),
    scheduledBy: minder.scheduledBy,
  };
}
