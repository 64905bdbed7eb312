import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectBrowser, launchBrowser, VIEWPORTS, type ViewportName } from './browser';
import type { ReceivedMail } from '@fairwrench/workers/testing';
import { mailIn, SHARED_MAIL_DIRECTORY } from './mail';
import { collectPageErrors, type PageErrorLog } from './page-errors';
import { SHARED_BROWSER_ENDPOINT, SHARED_SITE_URL } from './shared-site';
import { startSite, type Site } from './site';

/** Starting a site and a browser, and a slow page on 2 busy cores, outlast jest's default. */
export const E2E_TIMEOUT_MS = 120_000;

export interface TestPage {
  readonly page: Page;
  readonly errors: PageErrorLog;
}

export interface SiteUnderTest {
  /** `http://127.0.0.1:<port>`; pages resolve relative URLs against it. */
  readonly baseUrl: string;
  /** A page in a fresh browser context: no cookies or storage from earlier tests. */
  /** `javaScript: false` shows what a page is before any script runs (pre-rendered HTML). */
  newPage(options?: PageOptions): Promise<TestPage>;
  /** The first message to `address` on the site's in-process SMTP server, once it arrives. */
  mailTo(address: string): Promise<ReceivedMail>;
  /**
   * One page for the tests of the enclosing describe that only read it: opened and brought
   * to its state by `prepare` when a test first asks for it, kept open across those tests,
   * closed after the describe. A page load is most of a browser test's time (issue 31).
   */
  sharedPage(
    prepare: (opened: TestPage) => Promise<void>,
    options?: PageOptions,
  ): () => Promise<TestPage>;
}

export interface PageOptions {
  readonly viewport?: ViewportName;
  readonly javaScript?: boolean;
}

/**
 * Call once at the top of a spec file (or describe). The browser suite shares one product and
 * one Chromium, started by jest's globalSetup (shared-site.ts): the file connects to them in
 * beforeAll. Run without that setup (the screenshot walk), the file starts its own site and
 * browser. Contexts opened by a test close after it.
 */
export function withSite(): SiteUnderTest {
  jest.setTimeout(E2E_TIMEOUT_MS);
  let site: Pick<Site, 'baseUrl' | 'mailDirectory'> | undefined;
  let ownSite: Site | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const sharedUrl = process.env[SHARED_SITE_URL];
    const sharedBrowser = process.env[SHARED_BROWSER_ENDPOINT];
    const sharedMail = process.env[SHARED_MAIL_DIRECTORY];
    if (sharedUrl && sharedBrowser && sharedMail) {
      site = { baseUrl: sharedUrl, mailDirectory: sharedMail };
      browser = await connectBrowser(sharedBrowser);
      return;
    }
    // Both start at once; whichever started is kept so afterAll closes it if the other failed.
    const [siteStart, browserStart] = await Promise.allSettled([startSite(), launchBrowser()]);
    if (siteStart.status === 'fulfilled') site = ownSite = siteStart.value;
    if (browserStart.status === 'fulfilled') browser = browserStart.value;
    for (const start of [siteStart, browserStart]) {
      if (start.status === 'rejected') throw start.reason;
    }
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    // On the shared browser, close() ends this file's connection, not the browser.
    await browser?.close();
    await ownSite?.close();
  });

  const started = () => {
    if (!site || !browser)
      throw new Error('withSite(): the site is not started (beforeAll failed?)');
    return { site, browser };
  };
  const openPage = async (
    { viewport = 'desktop', javaScript = true }: PageOptions,
    kept: boolean,
  ): Promise<TestPage> => {
    const { site, browser } = started();
    const context = await browser.newContext({
      ...VIEWPORTS[viewport],
      baseURL: site.baseUrl,
      javaScriptEnabled: javaScript,
    });
    if (!kept) contexts.push(context);
    const page = await context.newPage();
    return {
      page: javaScript ? waitingForHydration(page) : page,
      errors: collectPageErrors(page),
    };
  };
  return {
    get baseUrl() {
      return started().site.baseUrl;
    },
    newPage(options = {}) {
      return openPage(options, false);
    },
    sharedPage(prepare, options = {}) {
      let opened: Promise<TestPage> | undefined;
      afterAll(async () => {
        // Declared after withSite() at a file's top level, this runs once the browser is gone.
        const shared = await opened?.catch(() => undefined);
        await shared?.page
          .context()
          .close()
          .catch(() => undefined);
      });
      return () => {
        opened ??= openPage(options, true).then(async (shared) => {
          await prepare(shared);
          return shared;
        });
        return opened;
      };
    },
    mailTo(address) {
      return mailIn(started().site.mailDirectory, address);
    },
  };
}

/**
 * Pre-rendered pages (ADR 028) show their form before React has hydrated it; a test acts on
 * the page once it is interactive, so that what it checks is the app's behaviour and not the
 * bare HTML's. After `goto` and `reload`, that waits for the app's mark. (What an owner types
 * before then is kept: prerendered-pages.e2e.spec.ts.)
 */
function waitingForHydration(page: Page): Page {
  const interactive = async <T>(response: T): Promise<T> => {
    const prerendered = await page.locator('#root[data-prerendered]').count();
    if (prerendered > 0)
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => interactive(await goto(...args));
  page.reload = async (...args) => interactive(await reload(...args));
  return page;
}
