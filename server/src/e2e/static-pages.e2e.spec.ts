import type { Page } from 'playwright-core';
import { expectAccessible } from './harness/a11y';
import type { ViewportName } from './harness/browser';
import { waitForAttribute } from './harness/waits';
import { withSite } from './harness/with-site';

/** FAQs, the two legal pages and the 404 page, in Chromium against the real server. */
const site = withSite();

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });
const sectionHeadings = (page: Page) => main(page).getByRole('heading', { level: 2 });

async function open(path: string, viewport: ViewportName = 'desktop') {
  const opened = await site.newPage({ viewport });
  await opened.page.goto(path);
  await h1(opened.page).waitFor();
  return opened;
}

describe('FAQs', () => {
  const question = (page: Page, name: string) => main(page).getByRole('button', { name });
  const FREE = 'Is FairWrench really free?';
  const SHOPS = 'Which repair shops do you recommend?';

  it('lists the 12 questions, all closed', async () => {
    const { page, errors } = await open('/faqs');
    await expect(h1(page).textContent()).resolves.toBe('Frequently Asked Questions');
    const triggers = main(page).locator('button[aria-expanded]');
    expect(await triggers.count()).toBe(12);
    expect(await main(page).locator('button[aria-expanded="true"]').count()).toBe(0);
    errors.expectNoUncaught();
  });

  it('opens and closes each answer on its own', async () => {
    const { page, errors } = await open('/faqs');
    await question(page, FREE).click();
    await question(page, SHOPS).click();
    await main(page).getByText('Yes, FairWrench is 100% free to use.').waitFor();
    await main(page)
      .getByText(/We list shops near the ZIP code/)
      .waitFor();
    await waitForAttribute(question(page, FREE), 'aria-expanded', 'true');

    await question(page, FREE).click();
    await main(page).getByText('Yes, FairWrench is 100% free to use.').waitFor({ state: 'hidden' });
    await waitForAttribute(question(page, FREE), 'aria-expanded', 'false');
    await waitForAttribute(question(page, SHOPS), 'aria-expanded', 'true');
    await expect(
      main(page)
        .getByText(/We list shops near the ZIP code/)
        .isVisible(),
    ).resolves.toBe(true);
    errors.expectNoUncaught();
  });

  it('sends remaining questions to the contact page', async () => {
    const { page, errors } = await open('/faqs');
    await main(page).getByText('Still have questions?').waitFor();
    await main(page).getByRole('link', { name: 'Contact Support' }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    await h1(page).filter({ hasText: 'Contact Us' }).waitFor();
    errors.expectNoUncaught();
  });
});

describe('the legal pages', () => {
  it("shows the Privacy Policy's ten sections, last updated today", async () => {
    const { page, errors } = await open('/privacy-policy');
    await expect(h1(page).textContent()).resolves.toBe('Privacy Policy');
    const headings = await sectionHeadings(page).allTextContents();
    expect(headings).toHaveLength(10);
    expect(headings[0]).toBe('1. Information We Collect');
    expect(headings[9]).toBe('10. Contact Us');
    // The date as this browser formats it today, in the page's chosen US long form.
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    );
    await main(page).getByText(`Last Updated: ${today}`).waitFor();
    errors.expectNoUncaught();
  });

  it('shows the 14 sections of the Terms & Conditions and the acknowledgment', async () => {
    const { page, errors } = await open('/terms-conditions');
    await expect(h1(page).textContent()).resolves.toBe('Terms & Conditions');
    const headings = await sectionHeadings(page).allTextContents();
    expect(headings.filter((text) => /^\d+\. /.test(text))).toHaveLength(14);
    expect(headings.at(-1)).toBe('Acknowledgment');
    await main(page)
      .getByText(/you acknowledge that you have read and understood/)
      .waitFor();
    await main(page)
      .getByText(/lesser of the amount you paid FairWrench/)
      .waitFor();
    await main(page).getByText('Last Updated:', { exact: false }).waitFor();
    errors.expectNoUncaught();
  });
});

describe('an unknown path', () => {
  it('shows the 404 page with a way home', async () => {
    const { page, errors } = await open('/no-such-page');
    await expect(h1(page).textContent()).resolves.toBe('Page Not Found');
    await main(page).getByText('Did you forget to add the page to the router?').waitFor();
    await main(page)
      .getByRole('link', { name: /home page/i })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    errors.expectNoUncaught();
  });
});

describe('accessibility', () => {
  const pages = ['/faqs', '/privacy-policy', '/terms-conditions', '/no-such-page'];
  const viewports: ViewportName[] = ['desktop', 'mobile'];

  it.each(pages.flatMap((path) => viewports.map((viewport) => [path, viewport] as const)))(
    '%s has no serious or critical axe violation (%s)',
    async (path, viewport) => {
      const { page } = await open(path, viewport);
      // Checked with answers open too: the opened content is what readers land on.
      if (path === '/faqs') await main(page).locator('button[aria-expanded]').first().click();
      await expectAccessible(page);
    },
  );
});
