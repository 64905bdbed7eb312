/**
 * `npm run bench:pages`: Lighthouse mobile (simulated slow 4G, 4× CPU) against the production
 * build, BENCH_RUNS (3) times per page, in Debian's Chromium (CHROME_PATH). Every public page is
 * held to the issue 14 targets on the median of its runs; the results page of a seeded flow is
 * measured and reported, not gated. Prints a table and a JSON summary, and exits 1 listing every
 * public page and metric under target. The npm script builds the web app and the server first.
 * Options (env): BENCH_RUNS, BENCH_PAGES (comma-separated paths, to measure only those),
 * BENCH_REPORTS (a directory to keep every run's full Lighthouse JSON, to see which audits fail).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audit, launchChromium, type Browser } from './pages-lighthouse';
import { formatFailure, formatMetric, formatTable, fromLighthouse } from './pages-report';
import { seedResultsFlow } from './pages-seed';
import {
  checkTargets,
  medianRun,
  NOT_FOUND_PAGE,
  type Failure,
  type PageRun,
} from './pages-targets';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Runs Lighthouse could not record (a runtime error) are done again, this many times a page. */
const RETRIES = 2;
const PUBLIC_PAGES = [
  '/',
  '/faqs',
  '/contact',
  '/privacy-policy',
  '/terms-conditions',
  '/privacy-choices',
  NOT_FOUND_PAGE,
];
const RESULTS_PAGE = '/steps/diagnostic-results';
const ONLY = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const REPORTS = process.env.BENCH_REPORTS;

interface PageResult {
  readonly page: string;
  readonly gated: boolean;
  readonly heading: string | null;
  readonly runs: PageRun[];
  readonly median: PageRun;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The product as deployed: `node server/dist/main.js`, production mode, embedded PGlite. */
function startProduct(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, [join(__dirname, '..', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_KEYS_MASTER_KEY: randomBytes(32).toString('base64'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUntilUp(base: string, product: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (product.exitCode !== null) throw new Error(`the product exited (${product.exitCode})`);
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the product did not start within 120 s');
}

function keepReport(page: string, run: number, lhr: unknown): void {
  mkdirSync(REPORTS!, { recursive: true });
  const name = page === '/' ? 'landing' : page.slice(1).replaceAll('/', '_');
  writeFileSync(join(REPORTS!, `${name}-${run}.json`), JSON.stringify(lhr, null, 1));
}

async function measure(browser: Browser, base: string, page: string): Promise<PageResult> {
  const gated = page !== RESULTS_PAGE;
  const prepare = gated
    ? undefined
    : (tab: Parameters<typeof seedResultsFlow>[0]) => seedResultsFlow(tab, base);
  const runs: PageRun[] = [];
  let heading: string | null = null;
  let retried = 0;
  for (let run = 1; run <= RUNS; run++) {
    const result = await audit(browser, `${base}${page}`, prepare ? { prepare } : {});
    const failure = result.lhr.runtimeError;
    if (failure && retried < RETRIES) {
      // Lighthouse now and then loses the trace of a load (NO_NAVSTART); that run is done again.
      retried++;
      console.log(`  ${page} run ${run}: Lighthouse ${failure.code}, running it again`);
      run--;
      continue;
    }
    const landedOn = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landedOn !== page) throw new Error(`${page} ended on ${landedOn}: nothing to measure`);
    heading = result.heading;
    if (REPORTS) keepReport(page, run, result.lhr);
    runs.push(fromLighthouse(result.lhr));
    const { performance, lcpMs } = runs.at(-1)!;
    console.log(
      `  ${page} run ${run}: performance ${performance}, LCP ${formatMetric('lcpMs', lcpMs)} s`,
    );
  }
  return { page, gated, heading, runs, median: medianRun(runs) };
}

function report(results: readonly PageResult[], chromium: string): Failure[] {
  const failures = results.flatMap((result) =>
    result.gated ? checkTargets(result.page, result.median) : [],
  );
  const landing = results.find((result) => result.page === '/');
  console.log(`\nLighthouse mobile, median of ${RUNS} runs per metric (${chromium}):\n`);
  console.log(formatTable(results.map(({ page, median: run }) => ({ page, run }))));
  if (landing) {
    const kb = formatMetric('transferBytes', landing.median.transferBytes);
    console.log(`\nFirst-visit transfer of /: ${kb} KB (target ≤ 150 KB)`);
  }
  const summary = { date: new Date().toISOString(), chromium, node: process.version, runs: RUNS };
  console.log(`\n${JSON.stringify({ ...summary, pages: results, failures }, null, 2)}`);
  if (failures.length === 0) console.log('\nEvery public page meets its targets.');
  else console.log(`\n${failures.length} target(s) missed:`);
  for (const failure of failures) console.log(`  ${formatFailure(failure)}`);
  return failures;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-pages-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const product = startProduct(port, dataDir);
  const exited = new Promise((resolve) => product.once('exit', resolve));
  let browser: Browser | undefined;
  try {
    await waitUntilUp(base, product);
    browser = await launchChromium();
    const pages = [...PUBLIC_PAGES, RESULTS_PAGE].filter((page) => !ONLY || ONLY.includes(page));
    const results: PageResult[] = [];
    for (const page of pages) results.push(await measure(browser, base, page));
    const failures = report(results, await browser.version());
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await browser?.close();
    product.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
