import type { Page } from 'playwright-core';
import { expectAccessible } from './harness/a11y';
import type { ViewportName } from './harness/browser';
import { withSite } from './harness/with-site';
import { waitForValue } from './harness/waits';

/** The landing page (spec section 2, Home): content, How It Works scrolling, embedded form. */
const site = withSite();

const heading = (page: Page, level: number, name: string) =>
  page.getByRole('heading', { level, name, exact: true });

interface ScrollWindow {
  scrollY: number;
  innerHeight: number;
  document: {
    getElementById(id: string): { getBoundingClientRect(): { top: number } } | null;
    documentElement: { scrollHeight: number };
  };
}

/**
 * Runs in the page (a function, not a string: the CSP forbids eval). True once the window
 * rests where scrollToHowItWorks aims: the section 100 px below the top, or as far as the
 * page can scroll.
 */
function howItWorksReached(): boolean {
  const { document, scrollY, innerHeight } = globalThis as unknown as ScrollWindow;
  const section = document.getElementById('how-it-works');
  if (!section) return false;
  const wanted = section.getBoundingClientRect().top + scrollY - 100;
  const bottom = document.documentElement.scrollHeight - innerHeight;
  return scrollY > 0 && Math.abs(scrollY - Math.min(wanted, bottom)) <= 2;
}

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await heading(page, 1, 'Free Expert Auto Repair Assistance').waitFor();
}

describe('the home page', () => {
  it('shows the hero, the four ticks, the sections and the closing call to action', async () => {
    const { page, errors } = await site.newPage();
    await openHome(page);
    const hero = page.locator('.hero');
    for (const tick of [
      '100% Free to use',
      'Avoid upsells and rip-offs',
      'Save money on repairs',
      'Quality shop recommendations',
    ]) {
      await hero.getByRole('listitem').filter({ hasText: tick }).waitFor();
    }
    await expect(hero.textContent()).resolves.toMatch(/\$975.*4-step.*minutes.*makes.*photos/s);

    await heading(page, 2, "Don't Overpay for Auto Repairs").waitFor();
    for (const benefit of ['Expert Analysis', 'Save Money', 'Always Free']) {
      await page.locator('.home-section').getByRole('heading', { name: benefit }).first().waitFor();
    }
    const howItWorks = page.locator('section#how-it-works');
    await howItWorks.getByRole('heading', { level: 2, name: 'How It Works' }).waitFor();
    await expect(howItWorks.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      'Vehicle Information',
      'Describe the Issue',
      'Expert Analysis',
      'Choose Your Option',
    ]);

    await expect(page.getByRole('img', { name: '5 out of 5 stars' }).count()).resolves.toBe(3);
    await page.getByText('Maria G.', { exact: true }).waitFor();
    await page.getByText('2016 Honda Civic', { exact: true }).waitFor();

    const cta = page.getByRole('link', { name: 'Get Started Now' });
    await expect(cta.getAttribute('href')).resolves.toBe('/steps/vehicle-info');
    await cta.click();
    await page.waitForURL('**/steps/vehicle-info');
    errors.expectNoUncaught();
  });

  it('embeds the vehicle form with the progress indicator at the first step', async () => {
    const { page } = await site.newPage();
    await openHome(page);
    const current = page.locator('.progress [aria-current="step"]');
    await expect(current.textContent()).resolves.toContain('Vehicle Info');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    await page.getByLabel('Full Name').waitFor();
  });

  it('prefills the form from the vehicle saved on an earlier visit', async () => {
    const { page } = await site.newPage();
    await page.goto('/');
    await page.evaluate(`(() => {
      localStorage.setItem('userInfo', JSON.stringify({ name: 'Maria Garcia', email: 'maria@example.com', zipCode: '85253' }));
      localStorage.setItem('vehicleInfo', JSON.stringify({ year: '2016', make: 'Honda', model: 'Civic', mileage: 84000 }));
    })()`);
    await openHome(page);
    // The prefill comes with the flow machine, whose code loads right after the page (ADR 029).
    await waitForValue(page, '#vehicleModel', 'Civic');
    const values = await Promise.all(
      [
        '#name',
        '#email',
        '#zipCode',
        '#vehicleYear',
        '#vehicleMake',
        '#vehicleModel',
        '#mileage',
      ].map((field) => page.locator(field).inputValue()),
    );
    expect(values).toEqual([
      'Maria Garcia',
      'maria@example.com',
      '85253',
      '2016',
      'Honda',
      'Civic',
      '84000',
    ]);
  });

  it("scrolls to How It Works from the header's button", async () => {
    const { page } = await site.newPage();
    await openHome(page);
    expect(await page.evaluate<number>('window.scrollY')).toBe(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'How It Works' })
      .click();
    await page.waitForFunction(howItWorksReached);
  });

  it('scrolls to How It Works when the button is used on another page', async () => {
    const { page } = await site.newPage();
    await page.goto('/faqs');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'How It Works' })
      .click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#how-it-works');
    await page.waitForFunction(howItWorksReached);
  });

  it('fits a 360 px wide phone without sideways scrolling', async () => {
    const { page } = await site.newPage({ viewport: 'mobile-360' });
    await openHome(page);
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    const widths = await page.evaluate<number[]>(
      '[document.documentElement.scrollWidth, window.innerWidth]',
    );
    expect(widths).toEqual([360, 360]);
  });

  it.each<ViewportName>(['desktop', 'mobile'])(
    'has no serious accessibility problems (%s)',
    async (viewport) => {
      const { page, errors } = await site.newPage({ viewport });
      await openHome(page);
      await expectAccessible(page);
      errors.expectNoUncaught();
    },
  );
});
