import type { BrowserServer } from 'playwright-core';
import { launchBrowserServer } from './browser';
import { SHARED_MAIL_DIRECTORY } from './mail';
import { startSite, type Site } from './site';

/**
 * One product and one Chromium for the whole browser suite (issue 31): jest's globalSetup
 * starts both before any spec file runs and tells the files where they are through the
 * environment its workers inherit; `withSite()` then opens a fresh browser context per page,
 * so no test sees another's cookies or storage. Each owner the specs create is a session of
 * their own on the shared product, as on the live site.
 */
export const SHARED_SITE_URL = 'E2E_SITE_URL';
export const SHARED_BROWSER_ENDPOINT = 'E2E_BROWSER_ENDPOINT';

interface Shared {
  readonly site: Site;
  readonly browser: BrowserServer;
}
const held = globalThis as typeof globalThis & { __fairwrenchSharedSite?: Shared };

export async function startSharedSite(): Promise<void> {
  const [siteStart, browserStart] = await Promise.allSettled([startSite(), launchBrowserServer()]);
  if (siteStart.status === 'rejected' || browserStart.status === 'rejected') {
    if (siteStart.status === 'fulfilled') await siteStart.value.close();
    if (browserStart.status === 'fulfilled') await browserStart.value.close();
    throw siteStart.status === 'rejected'
      ? siteStart.reason
      : (browserStart as PromiseRejectedResult).reason;
  }
  held.__fairwrenchSharedSite = { site: siteStart.value, browser: browserStart.value };
  process.env[SHARED_SITE_URL] = siteStart.value.baseUrl;
  process.env[SHARED_MAIL_DIRECTORY] = siteStart.value.mailDirectory;
  process.env[SHARED_BROWSER_ENDPOINT] = browserStart.value.wsEndpoint();
}

export async function stopSharedSite(): Promise<void> {
  const shared = held.__fairwrenchSharedSite;
  held.__fairwrenchSharedSite = undefined;
  await shared?.browser.close();
  await shared?.site.close();
}
