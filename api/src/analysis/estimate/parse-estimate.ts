import { estimateHeader, isPlaceLine, leadIn } from './estimate-header';
import { lineMileage } from './line-mileage';
import { estimateNumbers, type EstimateNumber } from './estimate-numbers';
import {
  isMetadata,
  isProse,
  lineKind,
  sectionHeader,
  type LineKind,
  type Section,
} from './line-kind';
import { describeLine } from './describe-line';
import {
  isNarrative,
  isPastWork,
  narrativeLines,
  PRICE_FOR,
  type NamesService,
} from './read-narrative';
import { segmentsOf } from './split-segments';
import type { EstimateLine } from './estimate-line';

export type { EstimateLine } from './estimate-line';

/**
 * Reads a pasted or typed shop estimate into structured lines. Shops and owners write
 * estimates every way there is (dot leaders, columns, "Parts: $312 Labor: $240" on one line,
 * prices in prose), so the parser is forgiving: anything it cannot place becomes a note.
 */

export interface ParsedEstimate {
  readonly lines: readonly EstimateLine[];
  readonly shopName: string | null;
  readonly location: string | null;
  /** True when at least one item (not only a total) carries a price. */
  readonly hasItemPrices: boolean;
  /** Told as a story, not listed: every clause naming a service is an item, priced or not. */
  readonly narrative: boolean;
  /** The mileage a lead-in heading gives ("Shop quote at 32,000 miles:"), if any. */
  readonly mileage: number | null;
}

const LIST_MARKER = /^\s*(\d{1,2}[.)]\s+|[-*•·>]+\s*)/;
const ITEM_KINDS: readonly LineKind[] = ['service', 'part', 'labor'];

/** With `namesService`, a story ("they said I need…") is read clause by clause. */
export function parseEstimate(text: string, namesService?: NamesService): ParsedEstimate {
  const heading = leadIn(text, namesService ?? (() => false));
  const body = heading === null ? text : text.slice(text.indexOf(':') + 1);
  const narrative = namesService !== undefined && isNarrative(body);
  const read = narrative
    ? withNamedWork(narrativeLines(body, namesService), namesService)
    : listLines(body, namesService);
  const settled = settleLaborTotals(narrative ? read : withSubLines(read));
  const firstPriced = settled.findIndex((line) => line.amount !== null);
  const headerLines = settled.slice(0, firstPriced < 0 ? 4 : Math.min(firstPriced, 4));
  return {
    lines: settled,
    ...estimateHeader(text, [
      ...(heading === null ? [] : [heading]),
      ...headerLines.map((line) => line.text),
    ]),
    hasItemPrices: settled.some((l) => ITEM_KINDS.includes(l.kind) && l.amount !== null),
    narrative,
    mileage: heading === null ? null : lineMileage(heading),
  };
}

function listLines(text: string, namesService?: NamesService): EstimateLine[] {
  const lines: EstimateLine[] = [];
  let section: Section = null;
  for (const raw of text.split(/\r?\n/)) {
    const physical = raw.replace(LIST_MARKER, '').trim();
    if (physical === '') continue;
    const listed = LIST_MARKER.test(raw);
    const header = sectionHeader(physical);
    if (header !== undefined) section = header;
    else if (isMetadata(physical) || isPlaceLine(physical)) lines.push(noteLine(physical));
    // "$600 for front struts" in a list: the item follows its price, as in a story. The
    // owner asking about a figure the list already gave ("$340.00 to replace brake pads?")
    // repeats it.
    else if (namesService && PRICE_FOR.test(physical)) {
      const asked = /\?\s*$/.test(physical);
      lines.push(
        ...narrativeLines(physical, namesService).map((l) =>
          asked && l.amount !== null && lines.some((o) => o.amount === l.amount)
            ? noteLine(l.text)
            : { ...l, listed },
        ),
      );
    } else {
      lines.push(...withWhatFor(segmentsOf(physical).map((s) => readLine(s, section, listed))));
    }
  }
  return lines;
}

function readLine(segment: string, section: Section, listed: boolean): EstimateLine {
  const numbers = estimateNumbers(segment);
  const first = (role: EstimateNumber['role']) =>
    numbers.find((n) => n.role === role)?.value ?? null;
  let description = describeLine(segment, numbers, true);
  let hours = first('hours');
  let rate = first('rate');
  const quantity = first('quantity');
  const unitPrice = first('unitPrice');
  const kind = lineKind(description, hours !== null, section);
  // "Labor 2.5 x 165 = 412.50": in a labour line, quantity × price is hours × rate.
  if (kind === 'labor' && hours === null && quantity !== null && unitPrice !== null) {
    hours = quantity;
    rate = unitPrice;
    description = describeLine(segment, numbers, false);
  }
  const amount = amountOf(segment, numbers, { hours, rate, quantity, unitPrice, kind });
  const unpriced =
    amount === null && (description === '' || (kind === 'service' && isProse(description)));
  return {
    text: segment,
    description,
    amount,
    hours,
    rate,
    quantity: kind === 'labor' ? null : quantity,
    percent: first('percent'),
    kind: unpriced ? 'note' : kind,
    listed,
  };
}

interface Found {
  readonly hours: number | null;
  readonly rate: number | null;
  readonly quantity: number | null;
  readonly unitPrice: number | null;
  readonly kind: LineKind;
}

/** The line's price: amounts joined by "+" add up; otherwise the last one is the line total. */
function amountOf(
  segment: string,
  numbers: readonly EstimateNumber[],
  found: Found,
): number | null {
  const amounts = numbers.filter((n) => n.role === 'amount');
  const last = amounts[amounts.length - 1];
  if (last) {
    const joined = amounts.every(
      (n, i) => i === 0 || /\+\s*[^=]*$/.test(segment.slice(amounts[i - 1]?.end ?? 0, n.start)),
    );
    return cents(
      joined && amounts.length > 1 ? amounts.reduce((sum, n) => sum + n.value, 0) : last.value,
    );
  }
  if (found.unitPrice !== null) return cents(found.unitPrice * (found.quantity ?? 1));
  if (found.kind === 'labor' && found.hours !== null && found.rate !== null) {
    return cents(found.hours * found.rate);
  }
  return null;
}

/**
 * "Something happened to the bearings in the rear axle. The dealer wants 2500 dollars.": a story
 * whose only figure is a total, and which names no item as quoted, was quoted for the work it
 * names, so the one sentence naming work is its item.
 */
function withNamedWork(lines: EstimateLine[], namesService: NamesService): EstimateLine[] {
  const totalOnly =
    lines.some((l) => l.kind === 'total') && !lines.some((l) => ITEM_KINDS.includes(l.kind));
  const naming = lines.filter(
    (l) => l.kind === 'note' && namesService(l.description) && !isPastWork(l.text),
  );
  // Two sentences naming work ("her brakes locked up … the bearings in the rear axle") may be
  // the symptom and the repair: which one the figure is for is not told.
  if (!totalOnly || naming.length !== 1) return lines;
  return lines.map((l) => (l === naming[0] ? { ...l, kind: 'service' } : l));
}

function noteLine(text: string): EstimateLine {
  const base = { amount: null, hours: null, rate: null, quantity: null, percent: null };
  return { text, description: text, ...base, kind: 'note', listed: false };
}

/** "Parts: $385.00", "Labor: 1.8 hrs @ $145/hr $261.00": a line that is only the word and its figure. */
const BARE_SPLIT = /^(?:parts?|labou?r)$/i;

/**
 * "Replace alternator" over "Parts: $385.00" and "Labor: 1.8 hrs @ $145/hr $261.00", as shop
 * systems print a job: the job's price is its parts and labour, and the bare lines under an
 * unpriced job are not the estimate's own parts and labour totals.
 */
function withSubLines(lines: readonly EstimateLine[]): EstimateLine[] {
  const out: EstimateLine[] = [];
  let job: number | null = null;
  // Unpriced items listed one after another ("Replace pads\nReplace belt\nParts $312 Labor
  // $240") share the parts and labour below them, and an estimate whose items carry their own
  // prices ("Oil change 49.99 … Parts: 30.00 Labor: 44.99") sums them below: both are totals.
  let listed = false;
  let pricedItem = false;
  for (const line of lines) {
    const sub = BARE_SPLIT.test(line.description.replace(/[:\s]+$/, '')) && line.amount !== null;
    const heading = job === null || listed || pricedItem ? undefined : out[job];
    if (sub && heading) {
      out[job!] = {
        ...heading,
        amount: Math.round(((heading.amount ?? 0) + line.amount!) * 100) / 100,
        hours: heading.hours ?? line.hours,
        rate: heading.rate ?? line.rate,
      };
      out.push({ ...line, kind: 'note' });
      continue;
    }
    const unpriced = ITEM_KINDS.includes(line.kind) && line.amount === null;
    listed ||= unpriced && job === out.length - 1;
    pricedItem ||= ITEM_KINDS.includes(line.kind) && line.amount !== null;
    job = unpriced ? out.length : null;
    out.push(line);
  }
  return out;
}

/** "…$350 for pads and rotors", "…$25.00 for all four": what a price was for, after it. */
const WHAT_FOR = /^(?:for|to)\s+/i;

/**
 * "Front brakes $350 for pads and rotors": the words after a line's price say what it covers;
 * they join the item in brackets (which refine its match) rather than stand as an item.
 */
function withWhatFor(read: readonly EstimateLine[]): EstimateLine[] {
  const out: EstimateLine[] = [];
  for (const line of read) {
    const item = out[out.length - 1];
    if (item && item.amount !== null && line.amount === null && WHAT_FOR.test(line.text)) {
      const covers = line.text.replace(WHAT_FOR, '').replace(/[.\s]+$/, '');
      out[out.length - 1] = { ...item, description: `${item.description} (${covers})` };
    } else out.push(line);
  }
  return out;
}

/** A bare "Labor $240" beside "Parts", tax or total lines is the labour total, not a line. */
function settleLaborTotals(lines: readonly EstimateLine[]): EstimateLine[] {
  const summary: readonly LineKind[] = ['parts-total', 'subtotal', 'tax', 'total'];
  return lines.map((line, i) => {
    const bare =
      line.kind === 'labor' && line.hours === null && /^labou?r\b/i.test(line.description);
    const near = [lines[i - 1], lines[i + 1]].some(
      (l) => l !== undefined && summary.includes(l.kind),
    );
    return bare && near && line.amount !== null ? { ...line, kind: 'labor-total' } : line;
  });
}

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}
