import { formatFailure, formatTable, fromLighthouse, type LighthouseResult } from './pages-report';
import { checkTargets, median, medianRun, NOT_FOUND_PAGE, type PageRun } from './pages-targets';

const onTarget: PageRun = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1200,
  lcpMs: 1800,
  tbtMs: 40,
  cls: 0.01,
  transferBytes: 120 * 1024,
};

describe('median', () => {
  it('takes the middle of an odd count whatever the order', () => {
    expect(median([4700, 3900, 5100])).toBe(4700);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([1, 10, 2, 3])).toBe(2.5);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('medianRun', () => {
  it('takes each metric’s median on its own, not one whole run', () => {
    const runs = [
      { ...onTarget, performance: 70, lcpMs: 2500 },
      { ...onTarget, performance: 90, lcpMs: 4000 },
      { ...onTarget, performance: 80, lcpMs: 1000 },
    ];
    expect(medianRun(runs)).toEqual({ ...onTarget, performance: 80, lcpMs: 2500 });
  });
});

describe('checkTargets', () => {
  it('passes a page on every target, limits included', () => {
    const atLimits = { ...onTarget, performance: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02 };
    expect(checkTargets('/faqs', atLimits)).toEqual([]);
    expect(checkTargets('/', { ...atLimits, transferBytes: 150 * 1024 })).toEqual([]);
  });

  it('lists each metric under target, with its value and limit', () => {
    const before = { ...onTarget, performance: 72, seo: 82, lcpMs: 4700, cls: 0.021 };
    expect(checkTargets('/contact', before)).toEqual([
      { page: '/contact', metric: 'performance', value: 72, comparison: '≥', limit: 95 },
      { page: '/contact', metric: 'seo', value: 82, comparison: '≥', limit: 100 },
      { page: '/contact', metric: 'lcpMs', value: 4700, comparison: '≤', limit: 2000 },
      { page: '/contact', metric: 'cls', value: 0.021, comparison: '≤', limit: 0.02 },
    ]);
  });

  it('holds the not-found page, which must not be indexed, to every target but SEO', () => {
    const noindex = { ...onTarget, seo: 54, lcpMs: 2600 };
    expect(checkTargets(NOT_FOUND_PAGE, noindex)).toEqual([
      { page: NOT_FOUND_PAGE, metric: 'lcpMs', value: 2600, comparison: '≤', limit: 2000 },
    ]);
  });

  it('holds only the landing page to the first-visit transfer budget', () => {
    const heavy = { ...onTarget, transferBytes: 567 * 1024 };
    expect(checkTargets('/faqs', heavy)).toEqual([]);
    expect(checkTargets('/', heavy)).toEqual([
      {
        page: '/',
        metric: 'transferBytes',
        value: heavy.transferBytes,
        comparison: '≤',
        limit: 153_600,
      },
    ]);
  });

  it('counts a metric Lighthouse could not compute as missed', () => {
    const metrics = checkTargets('/', { ...onTarget, seo: NaN, tbtMs: NaN }).map((f) => f.metric);
    expect(metrics).toEqual(['seo', 'tbtMs']);
  });
});

const lhr = (overrides: Partial<LighthouseResult> = {}): LighthouseResult => ({
  finalDisplayedUrl: 'http://127.0.0.1:1/',
  categories: {
    performance: { score: 0.72 },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: { score: 0.82 },
  },
  audits: {
    'first-contentful-paint': { numericValue: 4012.5 },
    'largest-contentful-paint': { numericValue: 4687.1 },
    'total-blocking-time': { numericValue: 46 },
    'cumulative-layout-shift': { numericValue: 0.004 },
    'total-byte-weight': { numericValue: 580_915 },
  },
  ...overrides,
});

describe('fromLighthouse', () => {
  it('reads the four category scores as 0–100 and the metrics in their own units', () => {
    expect(fromLighthouse(lhr())).toEqual({
      performance: 72,
      accessibility: 100,
      bestPractices: 96,
      seo: 82,
      fcpMs: 4012.5,
      lcpMs: 4687.1,
      tbtMs: 46,
      cls: 0.004,
      transferBytes: 580_915,
    });
  });

  it('reads a score Lighthouse left null as NaN, which then misses its target', () => {
    const run = fromLighthouse(lhr({ categories: { ...lhr().categories, seo: { score: null } } }));
    expect(run.seo).toBeNaN();
    expect(checkTargets('/faqs', run).map((f) => f.metric)).toContain('seo');
  });

  it('fails on a run Lighthouse itself reports as broken', () => {
    const broken = lhr({ runtimeError: { code: 'NO_FCP', message: 'no content painted' } });
    expect(() => fromLighthouse(broken)).toThrow('Lighthouse NO_FCP: no content painted');
  });
});

describe('printing', () => {
  it('shows a failure in the units of its metric', () => {
    const failure = checkTargets('/', { ...onTarget, lcpMs: 4687.1 })[0]!;
    expect(formatFailure(failure)).toBe('/ lcpMs: 4.7 s (target ≤ 2.0 s)');
  });

  it('prints one Markdown row per page', () => {
    const table = formatTable([{ page: '/', run: fromLighthouse(lhr()) }]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[2]).toBe('| `/` | 72 | 100 | 96 | 82 | 4.0 | 4.7 | 46 | 0.004 | 567.3 |');
  });
});
