import type { Page, Response } from 'playwright-core';
import { checkA11y, expectAccessible } from './harness/a11y';
import { seedFlow } from './harness/seed-flow';
import { startSite } from './harness/site';
import { withSite } from './harness/with-site';
import { savedFlowState } from './journeys/owner-steps';

/**
 * Proves the browser harness against the real server and the current UI build. Assertions
 * hold for any build of the web app: they never read the pages' texts.
 */
const site = withSite();

/** The app has mounted once React put something into #root. */
const rendered = (page: Page) => page.locator('#root > *').first().waitFor({ state: 'attached' });

/** Fetches from inside the page, as the web app does: same origin, cookies included. */
async function fetchInPage(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: await response.text(),
    };
  }, path);
}

describe('the site under test', () => {
  it('serves the home page and its assets from the real server', async () => {
    const { page, errors } = await site.newPage();
    const assets: Response[] = [];
    page.on('response', (r) => {
      if (['script', 'stylesheet'].includes(r.request().resourceType())) assets.push(r);
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await rendered(page);
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((asset) => asset.status() !== 200).map((a) => a.url())).toEqual([]);
    errors.expectNoUncaught();
  });

  it.each([
    ['mobile', 375],
    ['mobile-360', 360],
  ] as const)('renders the home page at the %s size', async (viewport, width) => {
    const { page, errors } = await site.newPage({ viewport });
    await page.goto('/');
    await rendered(page);
    expect(await page.evaluate<number>('window.innerWidth')).toBe(width);
    errors.expectNoUncaught();
  });

  it('serves the 404 page, status 404, for an unknown path, but not for an unknown API call', async () => {
    const { page, errors } = await site.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.locator('#root').count()).resolves.toBe(1);
    await rendered(page);
    const api = await fetchInPage(page, '/api/no-such-call');
    expect(api.status).toBe(404);
    expect(api.type).not.toMatch(/html/);
    errors.expectNoUncaught();
  });

  it('answers API calls made from the page origin', async () => {
    const { page } = await site.newPage();
    await page.goto('/');
    const config = await fetchInPage(page, '/api/payments/config');
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body)).toEqual({ publishableKey: null });
  });
});

describe('the harness', () => {
  it('refuses to start a site without a built web app, saying how to build it', async () => {
    await expect(startSite('/nonexistent/ui/dist')).rejects.toThrow(/run npm run build first/);
  });

  it('gives every page fresh cookies and storage', async () => {
    const first = await site.newPage();
    await seedFlow(first.page);
    await first.page.evaluate("localStorage.setItem('startFresh', 'true')");
    expect(await first.page.context().cookies()).not.toEqual([]);

    const second = await site.newPage();
    await second.page.goto('/');
    expect(await second.page.context().cookies()).toEqual([]);
    expect(await second.page.evaluate("localStorage.getItem('startFresh')")).toBeNull();
    expect(await second.page.evaluate("sessionStorage.getItem('repairFlowState')")).toBeNull();
  });

  it('seeds the flow through the API into the page session', async () => {
    const { page } = await site.newPage();
    const flow = await seedFlow(page, { managed: true });
    expect(flow.managedRepairId).toMatch(/^[0-9a-f-]{36}$/);
    const saved = await savedFlowState(page);
    expect(saved).toEqual({ ...flow, zipCode: '85253', currentStep: 'managed-repair-info' });
    // The owner's cookie came with the calls: their own repair is visible to the page.
    const repair = await fetchInPage(
      page,
      `/api/managed-repairs/by-diagnostic/${flow.diagnosticId}`,
    );
    expect(repair.status).toBe(200);
    expect(JSON.parse(repair.body)).toMatchObject({ managedRepairId: flow.managedRepairId });
  });

  it('runs axe-core on a served page and returns the violations', async () => {
    const { page } = await site.newPage();
    await page.goto('/');
    await rendered(page);
    const violations = await checkA11y(page);
    expect(Array.isArray(violations)).toBe(true);
    for (const violation of violations) expect(violation.nodes.length).toBeGreaterThan(0);
  });

  it('fails on a critical accessibility violation, naming the rule and the element', async () => {
    const { page } = await site.newPage();
    await page.setContent(
      '<html lang="en"><title>t</title><main><img id="logo" src="data:,"></main></html>',
    );
    await expect(expectAccessible(page)).rejects.toThrow(/image-alt \[critical\].*#logo/);
  });

  it('records errors the page did not catch', async () => {
    const { page, errors } = await site.newPage();
    // A page of its own, so an error of the app itself cannot mix into the check.
    await page.setContent('<p>harness</p>');
    const thrown = page.waitForEvent('pageerror');
    await page.evaluate("setTimeout(() => { throw new Error('harness check'); })");
    await thrown;
    expect(errors.uncaught.map((error) => error.message)).toEqual(['harness check']);
    expect(() => errors.expectNoUncaught()).toThrow(/1 uncaught page error.*harness check/s);
  });
});
