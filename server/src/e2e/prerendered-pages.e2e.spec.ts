import type { Page } from 'playwright-core';
import { withSite } from './harness/with-site';
import { waitForValue } from './harness/waits';

/**
 * The public pages are built as HTML (ADR 028): their content is there before any script runs,
 * and React then hydrates it without a mismatch and without replacing it.
 */
const site = withSite();

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

const PAGES: readonly (readonly [path: string, headline: string, status: number])[] = [
  ['/', 'Free Expert Auto Repair Assistance', 200],
  ['/faqs', 'Frequently Asked Questions', 200],
  ['/contact', 'Contact Us', 200],
  ['/privacy-policy', 'Privacy Policy', 200],
  ['/terms-conditions', 'Terms & Conditions', 200],
  ['/privacy-choices', 'Do Not Sell or Share My Personal Information', 200],
  ['/no-such-page', 'Page Not Found', 404],
];

/**
 * Opens a pre-rendered page with the app's entry script held back, as on a slow phone, so
 * the test can type into the bare HTML; the function returned lets the script through and
 * waits until the page has hydrated.
 */
async function openBeforeItsScript(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  return async () => {
    release();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  };
}

/** React reports a failed hydration on the console, as an error or a recoverable error. */
const HYDRATION = /hydrat|did not match|server rendered|recoverable/i;

describe('pre-rendered public pages', () => {
  /**
   * One page without JavaScript for the tests that read the bare HTML: each goes to its own
   * path, and with no script running, nothing a test does there outlives its navigation.
   */
  const withoutScripts = site.sharedPage(async () => {}, { javaScript: false });

  it.each(PAGES)(
    '%s shows its content with JavaScript disabled',
    async (path, headline, status) => {
      const { page } = await withoutScripts();
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(h1(page).textContent()).resolves.toBe(headline);
      await expect(page.title()).resolves.toMatch(/\| FairWrench$/);
    },
  );

  it('has the vehicle form and the FAQ questions in the HTML', async () => {
    const { page } = await withoutScripts();
    await page.goto('/');
    await page.getByLabel('Full Name').waitFor();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    await page.goto('/faqs');
    await page.getByRole('button', { name: 'Is FairWrench really free?' }).waitFor();
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical.getAttribute('href')).resolves.toMatch(/\/faqs$/);
  });

  it.each(PAGES)('%s hydrates without an error', async (path, headline) => {
    const { page, errors } = await site.newPage();
    const before = await (await fetch(`${site.baseUrl}${path}`)).text();
    expect(before).toContain('data-prerendered');
    await page.goto(path);
    await expect(h1(page).textContent()).resolves.toBe(headline);
    expect(errors.consoleErrors.filter((line) => HYDRATION.test(line))).toEqual([]);
    errors.expectNoUncaught();
  });

  it('keeps the landing form working after hydration, prefilled from a saved vehicle', async () => {
    const { page, errors } = await site.newPage();
    await page.goto('/');
    await page.getByLabel('Full Name').fill('Dana Driver');
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('Dana Driver');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText(/valid email/i)
      .first()
      .waitFor();

    const userInfo = { name: 'Sam Saved', email: 'sam@example.com', zipCode: '94103' };
    await page.evaluate(
      (saved) => localStorage.setItem('userInfo', saved),
      JSON.stringify(userInfo),
    );
    await page.reload();
    // The prefill comes with the flow machine, whose code loads right after the page (ADR 029).
    await waitForValue(page, '#name', 'Sam Saved');
    expect(errors.consoleErrors.filter((line) => HYDRATION.test(line))).toEqual([]);
    errors.expectNoUncaught();
  });

  it('keeps what the owner typed into the landing form before the page hydrated', async () => {
    const { page, errors } = await site.newPage();
    const hydrate = await openBeforeItsScript(page, '/');
    await page.getByLabel('Full Name').fill('Early Typist');
    await page.getByLabel('Vehicle Make').selectOption('Honda');
    expect(await page.locator('html[data-interactive]').count()).toBe(0);

    await hydrate();
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('Early Typist');
    await expect(page.getByLabel('Vehicle Make').inputValue()).resolves.toBe('Honda');
    // The model list follows the make chosen before hydration.
    await page.getByLabel('Vehicle Model').selectOption('Civic');
    expect(errors.consoleErrors.filter((line) => HYDRATION.test(line))).toEqual([]);
    errors.expectNoUncaught();
  });

  it('keeps what a visitor typed into the contact form before the page hydrated', async () => {
    const { page, errors } = await site.newPage();
    const hydrate = await openBeforeItsScript(page, '/contact');
    await page.getByLabel('Message').fill('My brakes squeal when cold.');
    await hydrate();
    await expect(page.getByLabel('Message').inputValue()).resolves.toBe(
      'My brakes squeal when cold.',
    );
    expect(errors.consoleErrors.filter((line) => HYDRATION.test(line))).toEqual([]);
    errors.expectNoUncaught();
  });

  it('downloads the flow machine and the validation only once the owner starts on the form', async () => {
    const { page, errors } = await site.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const flowCode = /\/assets\/(flow-runtime|vehicle-form-validation|zod-jitless)-/;
    await page.goto('/');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(requested.filter((path) => flowCode.test(path))).toEqual([]);

    const runtime = page.waitForRequest(/\/assets\/flow-runtime-/);
    const validation = page.waitForRequest(/\/assets\/vehicle-form-validation-/);
    await page.getByLabel('Full Name').focus();
    await Promise.all([runtime, validation]);
    errors.expectNoUncaught();
  });

  it('opens an FAQ answer after hydration', async () => {
    const { page, errors } = await site.newPage();
    await page.goto('/faqs');
    await page.getByRole('button', { name: 'Is FairWrench really free?' }).click();
    await page.getByText('Yes, FairWrench is 100% free to use.').waitFor();
    expect(errors.consoleErrors.filter((line) => HYDRATION.test(line))).toEqual([]);
    errors.expectNoUncaught();
  });

  it('serves client-rendered routes their shell, then renders them', async () => {
    const { page, errors } = await withoutScripts();
    const response = await page.goto('/steps/vehicle-info');
    expect(response?.status()).toBe(200);
    await page
      .getByRole('link', { name: /FairWrench/ })
      .first()
      .waitFor();
    await page.getByRole('status').waitFor({ state: 'attached' });
    errors.expectNoUncaught();
  });
});
