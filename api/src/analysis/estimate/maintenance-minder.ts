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
}

/**
 * What an estimate says of the Minder: the code the car showed, as the owner tells it, and the
 * code the shop sells as a service. What is due follows the car's code when the owner gives one.
 */
export interface MinderReading {
  /** The code that decides what is due: the one shown on the car, else the one sold. */
  readonly due: MinderCode;
  /** The codes sold as a service ("B12 service $389"), each line priced as its code's items. */
  readonly sold: readonly MinderCode[];
  /** Every service some code makes due, with the first code that does: brake fluid is "7". */
  readonly scheduledBy: ReadonlyMap<string, string>;
}

/*
 * The reader works on the line with every word of two letters or more lower-cased, so case
 * tells only for the single letters: "A service" may be the code, "a service" is the article.
 */

/**
 * Sub-items after the letter: "B12", "A 1 3", "b-17", "B12357"; never part of a longer number or
 * a quantity ("A 2-hour job", "a 4 wheel alignment").
 */
const SUB_ITEMS = String.raw`([1-7](?:[ ,&]{0,2}[1-7])*)(?![\w-]|[.,]\d|\s*(?:hours?|hrs?|years?|yrs?|miles?|months?|days?|weeks?|wheels?|doors?|speeds?|quarts?|qts?|liters?|litres?|gallons?|tires?|tyres?|x)\b)`;
/** A lower-case letter only joined to its sub-items ("b12"): "a 2 hour job" is an article. */
const WITH_SUB_ITEMS = new RegExp(String.raw`(?<![\w/-])(?:([AB])[ -]?|([ab])-?)${SUB_ITEMS}`, 'g');
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
].map((source) => new RegExp(source, 'g'));
/** A code with sub-items is one only beside these words: "A1 condition" is no code. */
const CODE_CONTEXT =
  /\b(?:service|svc|maint\w*|minder|mm|code|due|dash\w*|display\w*|show\w*|says|said)\b/;
/** The car's own display, as the owner tells it, just before the code ("the dash shows B12"). */
const SHOWN_BEFORE =
  /\b(?:dash\w*|display\w*|screen|show\w*|came (?:up|on)|popped up|reads?|(?:minder|car|it|dash\w*|display|screen) (?:says|said))\b[^.;]{0,24}$/;
/** … or just after it ("B12 came up", "A1 on the dash"). */
const SHOWN_AFTER = /^[^.;$]{0,12}\b(?:show\w*|came up|popped up|on the (?:dash\w*|display))\b/;
/** A code from an earlier visit is no code for this one. */
const EARLIER =
  /\b(?:last (?:year|time|visit|service)|previous(?:ly)?|ago|already (?:had|did|done|got))\b/;
/** Words that belong with the code: "Maintenance Minder: B12", "service code A1". */
const BEFORE = new RegExp(
  String.raw`(?:(?:maintenance\s+minder|minder|mm)\s*:?\s*(?:code\s+)?|(?:service|maintenance)\s+code\s+|code\s+|service\s+)$`,
);
const AFTER = new RegExp(String.raw`^[ -]+${SERVICE}\b`);

/** A code named in a line, where it sits (with its own words), and how it is told. */
export interface MinderMention {
  readonly code: string;
  readonly start: number;
  readonly end: number;
  /** Sold as a service: "B12 service", or on a priced line, and not the car's display. */
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
  const mentions = text.split(/\n|(?<=[.!?])\s+(?=[A-Z])/).flatMap(findMinderCodes);
  if (mentions.length === 0) return null;
  const sold = [...new Set(mentions.filter((m) => m.sold).map((m) => m.code))].map((code) =>
    minderCode(code, minder),
  );
  const shown = mentions.find((m) => m.shown);
  const due = shown
    ? minderCode(shown.code, minder)
    : sold.length > 0
      ? together(sold)
      : minderCode(mentions[0]!.code, minder);
  return { due, sold, scheduledBy: minder.scheduledBy };
}

/** Two codes sold on one estimate ("A1 service", "B12 service"): what either calls for is due. */
function together(codes: readonly MinderCode[]): MinderCode {
  if (codes.length === 1) return codes[0]!;
  return {
    code: codes.map((c) => c.code).join(' and '),
    items: codes.map((c) => c.items).join('; '),
    priced: codes.flatMap((c) => c.priced),
    due: new Set(codes.flatMap((c) => [...c.due])),
  };
}

/** The Minder codes one line names, in order; a code from an earlier visit is none. */
export function findMinderCodes(line: string): MinderMention[] {
  const lowered = line.replace(/[A-Za-z]{2,}/g, (w) => w.toLowerCase());
  if (EARLIER.test(lowered)) return [];
  const priced = /\$\s*\d/.test(lowered);
  return codesIn(lowered).map((found) => {
    const before = BEFORE.exec(lowered.slice(0, found.index));
    const after = AFTER.exec(lowered.slice(found.index + found.length));
    const shown =
      SHOWN_BEFORE.test(lowered.slice(0, found.index)) ||
      SHOWN_AFTER.test(lowered.slice(found.index + found.length));
    return {
      code: found.code,
      start: found.index - (before?.[0].length ?? 0),
      end: found.index + found.length + (after?.[0].length ?? 0),
      sold: !shown && (after !== null || priced),
      shown,
    };
  });
}

function codesIn(line: string): { code: string; index: number; length: number }[] {
  const found: { code: string; index: number; length: number }[] = [];
  if (CODE_CONTEXT.test(line)) {
    for (const match of line.matchAll(WITH_SUB_ITEMS)) {
      const digits = match[3]?.match(/[1-7]/g) ?? [];
      // Honda writes sub-items once each, in order: "B1157" is a body code, not a Minder code.
      if (!digits.every((d, i) => i === 0 || d > digits[i - 1]!)) continue;
      const letter = (match[1] ?? match[2] ?? '').toUpperCase();
      found.push({
        code: `${letter}${digits.join('')}`,
        index: match.index,
        length: match[0].length,
      });
    }
  }
  for (const pattern of BARE_LETTER) {
    for (const bare of line.matchAll(pattern)) {
      const at = bare.index + bare[0].length - 1;
      if (found.some((f) => at >= f.index && at < f.index + f.length)) continue;
      found.push({ code: line.charAt(at).toUpperCase(), index: at, length: 1 });
    }
  }
  return found.sort((x, y) => x.index - y.index);
}

function minderCode(code: string, minder: MinderKnowledge): MinderCode {
  const rows = [...code].map((c) => minder.byCode.get(c)).filter((r) => r !== undefined);
  return {
    code,
    items: rows.map((r) => r.items).join('; '),
    priced: rows.map((r) => r.priced),
    due: new Set(rows.flatMap((r) => r.services)),
  };
}
