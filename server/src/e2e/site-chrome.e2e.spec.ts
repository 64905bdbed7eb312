import { expectAccessible } from './harness/a11y';
import { seedFlow } from './harness/seed-flow';
import { waitForAttribute, waitForFocus } from './harness/waits';
import { withSite } from './harness/with-site';

/** The header, footer and step progress indicator every page shares (section 2). */
const site = withSite();

describe('the header', () => {
  it('opens and closes the mobile menu, and choosing an item closes it', async () => {
    const { page } = await site.newPage({ viewport: 'mobile' });
    await page.goto('/privacy-policy');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    const items = await menu.getByRole('listitem').allTextContents();
    expect(items).toEqual(['How It Works', 'FAQs', 'Contact']);
    await waitForAttribute(
      page.getByRole('button', { name: 'Close menu' }),
      'aria-expanded',
      'true',
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL('**/faqs');
    await menu.waitFor({ state: 'detached' });
    await waitForAttribute(toggle, 'aria-expanded', 'false');
  });

  it('shows the three items in the bar on a desktop, with no menu toggle', async () => {
    const { page } = await site.newPage();
    await page.goto('/faqs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(await nav.getByRole('listitem').allTextContents()).toEqual([
      'How It Works',
      'FAQs',
      'Contact',
    ]);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
  });
});

describe('the footer', () => {
  it('links the site pages, the phone, the e-mail and social media, with this year', async () => {
    const { page } = await site.newPage();
    await page.goto('/terms-conditions');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(hrefs).toEqual([
      ['Home', '/'],
      ['FAQs', '/faqs'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms-conditions'],
      ['Do Not Sell or Share My Personal Information', '/privacy-choices'],
      ['Your Data', '/your-data'],
    ]);
    await footer.locator('a[href^="tel:"]').waitFor();
    await footer.locator('a[href^="mailto:"]').waitFor();
    await footer.getByRole('link', { name: /social media/i }).waitFor();
    const year = await page.evaluate(() => new Date().getFullYear());
    await footer.getByText(`© ${year} FairWrench`).waitFor();
  });

  it('opens each page at its top, titled, with focus on its content', async () => {
    const { page } = await site.newPage();
    await page.goto('/faqs');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(
      await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY),
    ).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/contact');
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBe(
      0,
    );
    // The new page names itself and takes the focus, as a full page load would.
    await expect(page.title()).resolves.toBe('Contact Us | FairWrench');
    await waitForFocus(page, 'main');
  });
});

describe('the step progress indicator', () => {
  const bar = () => '.progress__bar';

  it('outlines the current step, fills earlier ones and sizes the bar by index', async () => {
    const { page } = await site.newPage();
    await seedFlow(page, { currentStep: 'diagnostic-results' });
    await page.goto('/steps/diagnostic-results');
    const current = page.locator('.progress__step[aria-current="step"]');
    await expect(current.textContent()).resolves.toContain('Analysis');
    expect(await page.locator('.progress__step--done').count()).toBe(2);
    expect(await page.locator('.progress__step--todo').count()).toBe(2);
    // Index 2 of 5 steps: 2 / (5 - 1) = 50 %.
    await expect(page.locator(bar()).getAttribute('style')).resolves.toContain('width: 50%');
  });

  it('hides the labels on a small screen but keeps them for screen readers', async () => {
    const { page } = await site.newPage({ viewport: 'mobile-360' });
    await page.goto('/steps/vehicle-info');
    const label = page.locator('.progress__label').first();
    await label.waitFor({ state: 'attached' });
    const box = await label.boundingBox();
    expect(box === null || box.width <= 1).toBe(true);
    await expect(label.textContent()).resolves.toBe('Vehicle Info');
  });
});
