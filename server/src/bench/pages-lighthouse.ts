/**
 * Lighthouse (mobile, its default config: simulated slow 4G and 4× CPU slowdown) driving
 * Debian's Chromium through the Puppeteer that lighthouse itself depends on. Both packages are
 * ES modules only, hence the dynamic imports from this CommonJS build.
 */
import type { Browser, Page } from 'puppeteer-core' with { 'resolution-mode': 'import' };
import type { LighthouseResult } from './pages-report';

export type { Browser, Page };

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  const { default: puppeteer } = await import('puppeteer-core');
  return puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    // Root in a container: Chromium's sandbox needs user namespaces it may not have.
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
}

interface BrowserWindow {
  document: { querySelector(selector: string): { textContent: string | null } | null };
}

export interface AuditOptions {
  /** Prepares the fresh page (cookie, storage) before the audit; storage is then kept. */
  readonly prepare?: (page: Page) => Promise<void>;
}

export interface Audit {
  readonly lhr: LighthouseResult;
  /** The page's first heading after the audit, to show what was measured. */
  readonly heading: string | null;
}

/**
 * One Lighthouse navigation in a new browser context, so every run starts with an empty HTTP
 * cache, no cookies and no storage (a first visit), whatever ran before it.
 */
export async function audit(browser: Browser, url: string, options: AuditOptions = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await options.prepare?.(page);
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Lighthouse would otherwise clear the origin's cookies and storage we just prepared;
        // the context is new, so its cache is empty either way.
        disableStorageReset: options.prepare !== undefined,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const heading = await page.evaluate(
      () =>
        (globalThis as unknown as BrowserWindow).document.querySelector('h1')?.textContent ?? null,
    );
    return { lhr: result.lhr, heading } satisfies Audit;
  } finally {
    await context.close();
  }
}
