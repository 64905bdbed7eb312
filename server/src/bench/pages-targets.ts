/**
 * The pure half of `npm run bench:pages`: what one Lighthouse run is reduced to, the median of
 * several runs, and the issue 14 targets a public page is held to (Lighthouse mobile).
 */

export interface PageRun {
  /** Category scores, 0–100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Every byte the page load fetched over the network (Lighthouse's total-byte-weight). */
  readonly transferBytes: number;
}

export type Metric = keyof PageRun;

export const METRICS: readonly Metric[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'transferBytes',
];

interface Target {
  readonly metric: Metric;
  readonly atLeast?: number;
  readonly atMost?: number;
}

export const PAGE_TARGETS: readonly Target[] = [
  { metric: 'performance', atLeast: 95 },
  { metric: 'accessibility', atLeast: 100 },
  { metric: 'bestPractices', atLeast: 100 },
  { metric: 'seo', atLeast: 100 },
  { metric: 'lcpMs', atMost: 2000 },
  { metric: 'tbtMs', atMost: 100 },
  { metric: 'cls', atMost: 0.02 },
];

/** First-visit transfer of the landing page, everything included (150 KB of 1,024 bytes). */
export const LANDING_TRANSFER_TARGET: Target = { metric: 'transferBytes', atMost: 150 * 1024 };

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each metric on its own (so the result need not be any single run). */
export function medianRun(runs: readonly PageRun[]): PageRun {
  const entries = METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))]);
  return Object.fromEntries(entries) as unknown as PageRun;
}

export interface Failure {
  readonly page: string;
  readonly metric: Metric;
  readonly value: number;
  readonly comparison: '≥' | '≤';
  readonly limit: number;
}

/** A value Lighthouse could not compute (NaN) misses every target. */
function miss(page: string, run: PageRun, target: Target): Failure | undefined {
  const { metric, atLeast, atMost } = target;
  const value = run[metric];
  if (atLeast !== undefined && !(value >= atLeast)) {
    return { page, metric, value, comparison: '≥', limit: atLeast };
  }
  if (atMost !== undefined && !(value <= atMost)) {
    return { page, metric, value, comparison: '≤', limit: atMost };
  }
  return undefined;
}

/**
 * The page that stands for every unknown path. It must not be indexed, and Lighthouse's SEO
 * category fails any page marked noindex ("is-crawlable"), so SEO is not one of its targets;
 * everything else is. An unknown path answers status 404 (ADR 028), which Lighthouse refuses
 * to audit (ERRORED_DOCUMENT_REQUEST), so it audits the same pre-rendered HTML at its own
 * address, where it is served with 200 and hydrated as the 404 page.
 */
export const NOT_FOUND_PAGE = '/404.html';

/** Every target a public page's medians miss; the landing page also has its transfer budget. */
export function checkTargets(page: string, run: PageRun): Failure[] {
  const targets =
    page === '/'
      ? [...PAGE_TARGETS, LANDING_TRANSFER_TARGET]
      : page === NOT_FOUND_PAGE
        ? PAGE_TARGETS.filter((target) => target.metric !== 'seo')
        : PAGE_TARGETS;
  return targets.flatMap((target) => miss(page, run, target) ?? []);
}
