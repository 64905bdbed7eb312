import { midpoint } from './fair-price';
import type { EstimateJob } from './estimate-jobs';
import type { EstimateLine } from './parse-estimate';

/**
 * The estimate's money summary: parts, labour, tax and total. Figures the shop wrote win;
 * missing ones are added up from the lines, and a combined job price ("Front brakes $489")
 * is split into parts and labour in the proportions of its fair price.
 */

export interface StatedTotals {
  readonly parts: number | null;
  readonly labor: number | null;
  readonly subtotal: number | null;
  readonly total: number | null;
  readonly tax: number | null;
  readonly taxPercent: number | null;
  readonly fees: number;
  readonly discounts: number;
}

export interface EstimateTotals {
  readonly parts: number;
  readonly labor: number;
  readonly tax: number;
  readonly totalEstimate: number;
  /** 'our-estimate' when a combined price had to be split by the fair-price proportions. */
  readonly splitSource: 'estimate' | 'our-estimate';
}

export function statedTotals(lines: readonly EstimateLine[]): StatedTotals {
  const last = (kind: EstimateLine['kind']) =>
    lines.filter((l) => l.kind === kind && l.amount !== null).pop()?.amount ?? null;
  const taxLine = lines.find((l) => l.kind === 'tax' && (l.amount !== null || l.percent !== null));
  return {
    parts: last('parts-total'),
    labor: last('labor-total'),
    subtotal: last('subtotal'),
    total: last('total'),
    tax: taxLine?.amount ?? null,
    taxPercent: taxLine?.percent ?? null,
    fees: sum(lines.filter((l) => l.kind === 'fee').map((l) => l.amount ?? 0)),
    discounts: sum(lines.filter((l) => l.kind === 'discount').map((l) => l.amount ?? 0)),
  };
}

/** What the items cost together according to the summary lines, when only those are priced. */
export function statedItemsCost(stated: StatedTotals): number | null {
  if (stated.parts !== null || stated.labor !== null)
    return (stated.parts ?? 0) + (stated.labor ?? 0);
  const extras = stated.fees - stated.discounts;
  if (stated.subtotal !== null) return stated.subtotal - extras;
  if (stated.total !== null) return stated.total - (stated.tax ?? 0) - extras;
  return null;
}

/** `items` are the priced service, part and labour lines; `jobs` supply fair splits. */
export function estimateTotals(
  stated: StatedTotals,
  items: readonly EstimateLine[],
  jobs: readonly EstimateJob[],
): EstimateTotals {
  const split = items.map((line) =>
    splitOf(
      line,
      jobs.find((j) => j.line === line),
    ),
  );
  const parts = stated.parts ?? sum(split.map((s) => s.parts));
  const labor = stated.labor ?? sum(split.map((s) => s.labor));
  const subtotal = stated.subtotal ?? Math.max(0, parts + labor + stated.fees - stated.discounts);
  const tax = stated.tax ?? impliedTax(stated, subtotal, parts);
  const totalEstimate = stated.total ?? subtotal + tax;
  return {
    parts: cents(parts),
    labor: cents(labor),
    tax: cents(tax),
    totalEstimate: cents(totalEstimate),
    splitSource: splitGiven(stated, items, jobs) ? 'estimate' : 'our-estimate',
  };
}

/** The shop wrote parts and labour apart: as totals, or as separate part and labour lines. */
function splitGiven(
  stated: StatedTotals,
  items: readonly EstimateLine[],
  jobs: readonly EstimateJob[],
): boolean {
  if (stated.parts !== null || stated.labor !== null) return true;
  return items.every(
    (l) =>
      l.kind === 'labor' || l.kind === 'part' || (jobs.find((j) => j.line === l)?.shared ?? 0) > 0,
  );
}

/** "Tax 8.25%" without an amount: most states tax repair parts, not labour. */
function impliedTax(stated: StatedTotals, subtotal: number, parts: number): number {
  if (stated.total !== null && stated.subtotal !== null)
    return Math.max(0, stated.total - stated.subtotal);
  return stated.taxPercent === null ? 0 : (parts * stated.taxPercent) / 100;
}

/** Labour lines are labour, part lines parts; a combined price splits like its fair price. */
function splitOf(
  line: EstimateLine,
  job: EstimateJob | undefined,
): { parts: number; labor: number } {
  const amount = line.amount ?? 0;
  if (line.kind === 'labor') return { parts: 0, labor: amount };
  // A line that took a share of a labour line was priced as parts only.
  if (line.kind === 'part' || !job || job.shared > 0) return { parts: amount, labor: 0 };
  const fairTotal = midpoint(job.fair.total);
  const laborShare = fairTotal > 0 ? midpoint(job.fair.labor) / fairTotal : 0.5;
  return { parts: amount * (1 - laborShare), labor: amount * laborShare };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function cents(value: number): number {
  return Math.max(0, Math.round(value * 100) / 100);
}
