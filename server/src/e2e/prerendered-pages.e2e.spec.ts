import type { Page } from 'playwright-core';
import { withSite } from './harness/with-site';

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
  ['/no-such-page', 'Page Not Found', 404],
];

/** React reports a failed hydration on the console, as an error or a recoverable error. */
const HYDRATION = /hydrat|did not match|server rendered|recoverable/i;

describe('pre-rendered public pages', () => {
  it.each(PAGES)(
    '%s shows its content with JavaScript disabled',
    async (path, headline, status) => {
      const { page } = await site.newPage({ javaScript: false });
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(h1(page).textContent()).resolves.toBe(headline);
      await expect(page.title()).resolves.toMatch(/\| FairWrench$/);
    },
  );

  it('has the vehicle form and the FAQ questions in the HTML', async () => {
    const { page } = await site.newPage({ javaScript: false });
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
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('Sam Saved');
    expect(errors.consoleErrors.filter((line) => HYDRATION.test(line))).toEqual([]);
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
    const { page, errors } = await site.newPage({ javaScript: false });
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
