/** Reading a Lighthouse result into a PageRun, and printing the medians (pure). */
import { METRICS, type Failure, type Metric, type PageRun } from './pages-targets';

/** The part of Lighthouse's result (LH.Result) this benchmark reads. */
export interface LighthouseResult {
  readonly finalDisplayedUrl: string;
  readonly runtimeError?: { readonly code: string; readonly message: string };
  readonly categories: Record<string, { readonly score: number | null } | undefined>;
  readonly audits: Record<string, { readonly numericValue?: number } | undefined>;
}

const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

const AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  transferBytes: 'total-byte-weight',
} as const;

/** A score or audit Lighthouse could not compute reads as NaN, which misses every target. */
export function fromLighthouse(lhr: LighthouseResult): PageRun {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score(CATEGORIES.performance),
    accessibility: score(CATEGORIES.accessibility),
    bestPractices: score(CATEGORIES.bestPractices),
    seo: score(CATEGORIES.seo),
    fcpMs: value(AUDITS.fcpMs),
    lcpMs: value(AUDITS.lcpMs),
    tbtMs: value(AUDITS.tbtMs),
    cls: value(AUDITS.cls),
    transferBytes: value(AUDITS.transferBytes),
  };
}

const HEADINGS: Record<Metric, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  bestPractices: 'best pr.',
  seo: 'SEO',
  fcpMs: 'FCP s',
  lcpMs: 'LCP s',
  tbtMs: 'TBT ms',
  cls: 'CLS',
  transferBytes: 'transfer KB',
};

export function formatMetric(metric: Metric, value: number): string {
  if (Number.isNaN(value)) return 'n/a';
  switch (metric) {
    case 'fcpMs':
    case 'lcpMs':
      return (value / 1000).toFixed(1);
    case 'tbtMs':
      return value.toFixed(0);
    case 'cls':
      return value.toFixed(3);
    case 'transferBytes':
      return (value / 1024).toFixed(1);
    default:
      return String(value);
  }
}

const UNITS: Partial<Record<Metric, string>> = {
  fcpMs: ' s',
  lcpMs: ' s',
  tbtMs: ' ms',
  transferBytes: ' KB',
};

/** "/ lcpMs: 4.6 s (target ≤ 2.0 s)" */
export function formatFailure({ page, metric, value, comparison, limit }: Failure): string {
  const unit = UNITS[metric] ?? '';
  const target = `${comparison} ${formatMetric(metric, limit)}${unit}`;
  return `${page} ${metric}: ${formatMetric(metric, value)}${unit} (target ${target})`;
}

/** A Markdown table, one row per page, ready to paste into docs/benchmarks.md. */
export function formatTable(rows: readonly { page: string; run: PageRun }[]): string {
  const header = `| page | ${METRICS.map((metric) => HEADINGS[metric]).join(' | ')} |`;
  const rule = `| ${['page', ...METRICS].map(() => '---').join(' | ')} |`;
  const lines = rows.map(
    ({ page, run }) =>
      `| \`${page}\` | ${METRICS.map((metric) => formatMetric(metric, run[metric])).join(' | ')} |`,
  );
  return [header, rule, ...lines].join('\n');
}
