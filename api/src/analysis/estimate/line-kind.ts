/**
 * What one estimate line is, from its words: a service or part, labour, a fee, tax, or one of
 * the totals. Summary words win over service words ("Total parts" is a total, not a part).
 */

export type LineKind =
  | 'service'
  | 'part'
  | 'labor'
  | 'fee'
  | 'tax'
  | 'subtotal'
  | 'total'
  | 'parts-total'
  | 'labor-total'
  /** A discount, coupon or credit: taken off the total. */
  | 'discount'
  /** Not an item: the owner's own words, a header or metadata (date, VIN, phone). */
  | 'note'
  /** Why the car went in ("took it in for an oil change"): work the owner asked for, not an item. */
  | 'visit';

export type Section = 'parts' | 'labor' | 'fees' | null;

const FEE =
  /\b(shop\s+(supplies|supply|fees?|charges?|materials)|supplies|environmental|enviro|env\s+fee|haz(ardous)?\s*(mat|materials|waste)?|hazmat|disposal|recycl\w*|epa|misc\.?\s+(supplies|charges?)|sundr\w*|waste\s+(oil|fluid)|fees?|surcharge|processing)\b/i;
const PARTS_TOTAL =
  /^(total\s+)?parts?(\s*(total|subtotal|&\s*materials|and\s+materials|charges?))?$/i;
const LABOR_TOTAL = /^(total\s+)?labou?r(\s+(total|subtotal|charges?))?$/i;
const TOTAL = /\b(grand\s+)?total\b|\bamount\s+due\b|\bbalance\s+due\b|\bestimate\s+total\b/i;
const SECTION_HEADERS: Readonly<Record<string, Section>> = {
  parts: 'parts',
  'parts & materials': 'parts',
  'parts and materials': 'parts',
  labor: 'labor',
  labour: 'labor',
  'labor charges': 'labor',
  services: null,
  fees: 'fees',
  'fees & supplies': 'fees',
};
const METADATA =
  /^\s*(phone|tel|fax|cell|date|vin|r\.?o\.?|invoice|customer|name|address|email|e-mail|odometer|mileage|miles in|technician|tech|advisor|service advisor|writer|license|plate|po|zip|year|make|model|vehicle|color|engine|trans|page)\s*(#|no\.?)?\s*:/i;

export function lineKind(description: string, hasHours: boolean, section: Section): LineKind {
  const words = description.trim().replace(/[:\s]+$/, '');
  if (/\bsub\s*-?\s*total\b|^sub$/i.test(words)) return 'subtotal';
  if (PARTS_TOTAL.test(words)) return 'parts-total';
  if (LABOR_TOTAL.test(words) && !hasHours) return 'labor';
  if (TOTAL.test(words) && !/\b(parts?|labou?r)\b/i.test(words)) return 'total';
  if (/\b(sales\s+)?tax\b/i.test(words)) return 'tax';
  if (/\b(discount|coupon|credit|savings|promo)\b/i.test(words)) return 'discount';
  if ((FEE.test(words) || section === 'fees') && !/diagnos/i.test(words)) return 'fee';
  if (hasHours || /\blabou?r\b|\blbr\b/i.test(words) || section === 'labor') return 'labor';
  if (/\bparts?\b|\bpart\s*(#|no\b)/i.test(words) || section === 'parts') return 'part';
  return 'service';
}

/** "PARTS", "Labor:" on a line of their own switch what the following lines are. */
export function sectionHeader(line: string): Section | undefined {
  const key = line
    .trim()
    .toLowerCase()
    .replace(/[:\s-]+$/, '');
  return Object.hasOwn(SECTION_HEADERS, key) ? SECTION_HEADERS[key] : undefined;
}

const COLUMN_WORDS =
  /\b(description|qty|quantity|unit|price|total|amount|part\s*#|hours|hrs|rate|ext|extended|item)\b/gi;

/** Labels (date, VIN, phone) and column headings ("Description  Qty  Unit  Total"). */
export function isMetadata(line: string): boolean {
  if (METADATA.test(line)) return true;
  return !/\d/.test(line) && (line.match(COLUMN_WORDS)?.length ?? 0) >= 2;
}

/** The owner talking rather than the shop listing: first person, questions, long sentences. */
export function isProse(description: string): boolean {
  const words = description.split(/\s+/).filter(Boolean);
  if (words.length > 12) return true;
  return /\b(i|i'm|im|i've|my|me|we|our|us|they|he|she|you)\b|\?/i.test(description);
}
