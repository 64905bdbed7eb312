/**
 * Who wrote the estimate and where: a chain name anywhere ("got this at Midas"), "estimate
 * from Joe's Auto", or a header line that reads like a business ("Sunset Auto Care, Los
 * Angeles"). Only the first few lines are read as headers: further down, capitalised words
 * are services.
 */

const CHAINS = [
  'Firestone Complete Auto Care',
  'Firestone',
  'Midas',
  'Meineke',
  'Jiffy Lube',
  'Pep Boys',
  'Goodyear',
  'NTB',
  'Monro',
  'Valvoline',
  'Take 5',
  'Mr. Tire',
  'Tires Plus',
  'Big O Tires',
  'Les Schwab',
  'Discount Tire',
  'Walmart Auto Care',
  'Costco Tire',
  'Sears Auto',
  'AAMCO',
  'Maaco',
  'Caliber Collision',
  'Christian Brothers Automotive',
  'Brakes Plus',
  'Precision Tune',
  'Grease Monkey',
  'Car-X',
  'Express Oil Change',
  'Kwik Kar',
  'Belle Tire',
  'Tire Kingdom',
  'Just Brakes',
  'Brake Masters',
  'Sun Devil Auto',
  'Tuffy',
];
const CHAIN_PATTERNS = CHAINS.map((name) => ({
  name,
  pattern: new RegExp(
    `\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*')}\\b`,
    'i',
  ),
}));
const BUSINESS =
  /\b(auto|autos|automotive|repair|repairs|service|services|garage|motors|motor works|motorworks|tire|tires|collision|car care|lube|tune|transmissions?|brakes?|muffler|performance|euro|imports|hybrid|body shop|autohaus|werks|mechanical|mechanics|llc|inc)\b/i;
const GENERIC =
  /\b(shop|dealer|dealership|indie|local|the|my|our|this|that|their|they|quote|estimate)\b/i;
const FROM_NAME =
  /\b(?:[Ee]stimate|[Qq]uoted?|[Ii]nvoice|ESTIMATE|QUOTE)\s+(?:from|at|by|FROM|AT|BY)\s+([A-Z0-9][\w'&.-]*(?:\s+[A-Z0-9&][\w'&.-]*){0,4})/;
const LABELLED = /^\s*(?:shop|shop name|repair shop|garage|from)\s*:\s*(.+)$/im;
/** "at 28,000 miles", "45k mi": a mileage, which no business name holds. */
const MILEAGE = /\b\d[\d,.]*\s*(?:k|mi|miles?)\b|\bat\s+\d/i;
const MARKER = /\b(estimate|quote|invoice|repair order|work order)\b/i;
const STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
const CITY_STATE =
  /\b([A-Z][a-zA-Z.'-]+(?:[ \t]+[A-Z][a-zA-Z.'-]+){0,2}),[ \t]*([A-Z]{2})\b(?:[ \t]+\d{5})?/g;

export interface EstimateHeader {
  readonly shopName: string | null;
  readonly location: string | null;
}

export function estimateHeader(text: string, headerLines: readonly string[]): EstimateHeader {
  const fromHeader = headerLines.map(businessLine).find((found) => found !== null) ?? null;
  const shopName =
    chainName(text) ?? labelledName(text) ?? fromName(text) ?? fromHeader?.name ?? null;
  return { shopName, location: cityState(text) ?? fromHeader?.place ?? null };
}

function chainName(text: string): string | null {
  return CHAIN_PATTERNS.find(({ pattern }) => pattern.test(text))?.name ?? null;
}

function labelledName(text: string): string | null {
  const name = LABELLED.exec(text)?.[1]?.trim();
  return name ? tidy(name) : null;
}

/** "Quote from Joe's Auto"; "quote at 32,000 miles" names a mileage, not a shop. */
function fromName(text: string): string | null {
  const found = FROM_NAME.exec(text);
  const name = found?.[1];
  if (!found || !name) return null;
  const after = text.slice(found.index + found[0].length);
  if (/^[\d,.\s]*$/.test(name) && /^[\d,.]*\s*(k\b|mi\b|miles?\b)/i.test(after)) return null;
  return tidy(name);
}

/**
 * A heading before a colon that only says what the text is: "Shop quote at 32,000 miles:",
 * "Estimate from Joe's Auto:", "Dealer invoice for my Camry:". Context, not an item: it has a
 * quote word, no price, and names no service. Labels ("Invoice #: 4471") are not headings.
 */
const LEAD_IN =
  /^\s*((?:[\w'’&.,-]+\s+){0,8}?(?:quote|quoted|estimate|invoice|repair order|work order|recommendations?|recommended (?:work|services?))\b[^:\n$]{0,60}):(?=\s)/i;

export function leadIn(text: string, namesService: (words: string) => boolean): string | null {
  const heading = LEAD_IN.exec(text)?.[1];
  if (!heading || /^\s*\S+\s*(#|no\.?)\s*$/i.test(heading)) return null;
  // A heading is one phrase: "My car shakes at idle. They quoted:" is the owner talking.
  if (/[a-z]{3,}[.!?]\s/i.test(heading)) return null;
  return namesService(heading) ? null : heading.trim();
}

/** "QUICK LUBE PLUS - HOUSTON" → name and place; null when the line is not a business. */
function businessLine(line: string): { name: string; place: string | null } | null {
  const sentence = line.split(/(?<=[a-z0-9)])[.!?]\s+/i).pop() ?? '';
  const { text, marked } = withoutMarker(sentence);
  // "28,000" is a number, not a name and a place.
  const [head, ...rest] = text.split(/\s+[-–|]\s+|,(?!\d{3}\b)\s*/);
  const name = head?.trim() ?? '';
  const words = name.split(/\s+/).filter(Boolean);
  if (
    !/^[A-Z0-9]/.test(name) ||
    words.length < 2 ||
    words.length > 6 ||
    GENERIC.test(name) ||
    MILEAGE.test(name)
  ) {
    return null;
  }
  const capitalised = words.length >= 2 && words.every((w) => /^[A-Z0-9&]/.test(w));
  if (!BUSINESS.test(name) && !(marked && capitalised)) return null;
  const place = rest.map((part) => part.trim()).find(isPlace) ?? null;
  return { name: tidy(name), place: place ? tidy(place) : null };
}

/** "ESTIMATE #4471 - Joe's" keeps what follows the marker; "Joe's estimate for..." what precedes it. */
function withoutMarker(sentence: string): { text: string; marked: boolean } {
  const marker = MARKER.exec(sentence);
  if (!marker) return { text: trimEdges(sentence), marked: false };
  const before = sentence.slice(0, marker.index);
  const kept = before.trim() === '' ? sentence.slice(marker.index + marker[0].length) : before;
  return { text: trimEdges(kept.replace(/^[\s#:\-–|\d]+/, '')), marked: true };
}

function trimEdges(text: string): string {
  return text.replace(/^[^\w']+|[^\w'.)]+$/g, '');
}

function isPlace(part: string): boolean {
  return (
    /^[A-Z][a-zA-Z.' ]{2,30}$/.test(part) && !BUSINESS.test(part) && part.split(/\s+/).length <= 3
  );
}

/** A line that is only an address or "City, ST 12345". */
export function isPlaceLine(line: string): boolean {
  const match = new RegExp(CITY_STATE.source).exec(line);
  return (
    match !== null &&
    STATES.includes(match[2] ?? '') &&
    line.replace(match[0], '').replace(/[\d\s,.#-]|\b(suite|ste|st|ave|rd|blvd|dr|hwy)\b/gi, '')
      .length < 25
  );
}

function cityState(text: string): string | null {
  for (const match of text.matchAll(CITY_STATE)) {
    if (match[2] && STATES.includes(match[2])) return `${match[1]}, ${match[2]}`;
  }
  return null;
}

/** All-caps headers read better in title case; "Joe's Auto" stays as written. */
function tidy(name: string): string {
  const trimmed = name.replace(/[\s:;,.-]+$/, '').trim();
  if (trimmed !== trimmed.toUpperCase() || trimmed.length <= 4) return trimmed;
  return trimmed.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
