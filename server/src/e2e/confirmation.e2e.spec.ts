import type { Page } from 'playwright-core';
import { expectAccessible } from './harness/a11y';
import type { ViewportName } from './harness/browser';
import { resumeOwner, seedOnce } from './harness/seed-flow';
import { withSite } from './harness/with-site';
import { expectToast } from './journeys/owner-steps';

/** Both confirmation pages (spec sections 2, 5, 8): shops, next steps, feedback, links. */
const site = withSite();

type ConfirmationType = 'recommendations' | 'managed';

/** One owner for each confirmation, walked through the API once for the file (seedOnce). */
const owners = {
  recommendations: seedOnce(site, { currentStep: 'confirmation-recommendations' }),
  managed: seedOnce(site, { managed: true, currentStep: 'confirmation-managed' }),
};

async function openConfirmation(page: Page, type: ConfirmationType) {
  await resumeOwner(page, await owners[type]());
  await page.goto(`/steps/confirmation/${type}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'Share your feedback' }).waitFor();
}

/** Each confirmation on a desktop, loaded once for the tests that only read it. */
const shownTo = (type: ConfirmationType) =>
  site.sharedPage(async ({ page }) => {
    await openConfirmation(page, type);
    if (type === 'recommendations')
      await page.locator('[data-testid="shop-card"]').first().waitFor();
  });
const shared = { recommendations: shownTo('recommendations'), managed: shownTo('managed') };

const feedbackBox = (page: Page) => page.getByRole('textbox', { name: 'Share your feedback' });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Feedback' });

describe('the recommendations confirmation', () => {
  it('lists the recommended shops as cards', async () => {
    const { page, errors } = await shared.recommendations();
    const cards = page.locator('ul.shop-list > li [data-testid="shop-card"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(5);
    await expect(cards.first().textContent()).resolves.toMatch(/\d+\.\d miles/);
    errors.expectNoUncaught();
  });

  it('recaps the repair and its fair price above the shops', async () => {
    const { page } = await shared.recommendations();
    const recap = page.getByRole('region', { name: 'Your repair' });
    await recap.waitFor();
    await expect(recap.textContent()).resolves.toMatch(/Fair price near you\$[\d,]+ to \$[\d,]+/);
    await expectAccessible(page);
  });

  it('says so when no shops are found', async () => {
    const { page } = await site.newPage();
    await page.route('**/api/shop-recommendations/*', (route) =>
      route.fulfill({ json: { shops: [] } }),
    );
    await openConfirmation(page, 'recommendations');
    await page
      .getByText('No shops found in your area. Please try searching with a different ZIP code.')
      .waitFor();
    await expect(page.locator('[data-testid="shop-card"]').count()).resolves.toBe(0);
  });

  it('shows an error when the shops cannot be loaded', async () => {
    const { page } = await site.newPage();
    await page.route('**/api/shop-recommendations/*', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await openConfirmation(page, 'recommendations');
    await page.getByRole('alert').filter({ hasText: 'Could not load shops' }).waitFor();
  });

  it('goes Back to the service options', async () => {
    const { page } = await site.newPage();
    await openConfirmation(page, 'recommendations');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/steps/service-options');
  });
});

describe('the managed confirmation', () => {
  it("shows 'Here's What Happens Next' without a support phone number", async () => {
    const { page } = await shared.managed();
    // What the steps say, and that no phone number shows: next-steps.component.spec.tsx.
    await page.getByRole('region', { name: "Here's What Happens Next" }).waitFor();
    await expect(page.getByRole('button', { name: 'Back', exact: true }).count()).resolves.toBe(0);
    await expect(page.locator('.progress__step').count()).resolves.toBe(6);
  });
});

describe('feedback and the links out', () => {
  it.each<ConfirmationType>(['recommendations', 'managed'])(
    'submits trimmed feedback, thanks the owner and clears the box (%s)',
    async (type) => {
      const { page, errors } = await site.newPage();
      await openConfirmation(page, type);
      await expect(submitButton(page).isDisabled()).resolves.toBe(true);
      await feedbackBox(page).fill('   ');
      await expect(submitButton(page).isDisabled()).resolves.toBe(true);
      await feedbackBox(page).fill('  Clear and useful, thanks.  ');
      const sent = page.waitForRequest('**/api/feedback');
      await submitButton(page).click();
      expect((await sent).postDataJSON()).toMatchObject({ feedback: 'Clear and useful, thanks.' });
      await expectToast(page, 'Thank you!');
      await expectToast(page, 'Your feedback has been submitted successfully.');
      await expect(feedbackBox(page).inputValue()).resolves.toBe('');
      await expect(submitButton(page).isDisabled()).resolves.toBe(true);
      errors.expectNoUncaught();
    },
  );

  it('keeps the text and says so when feedback fails', async () => {
    const { page } = await site.newPage();
    await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, body: 'down' }));
    await openConfirmation(page, 'recommendations');
    await feedbackBox(page).fill('Helpful');
    await submitButton(page).click();
    await expectToast(page, 'Failed to submit feedback. Please try again.');
    await expect(feedbackBox(page).inputValue()).resolves.toBe('Helpful');
    await expect(submitButton(page).isEnabled()).resolves.toBe(true);
  });

  it('links to contact support and back home', async () => {
    const { page } = await site.newPage();
    await openConfirmation(page, 'managed');
    const main = page.locator('main');
    await expect(
      main.getByRole('link', { name: 'Contact Support' }).getAttribute('href'),
    ).resolves.toBe('/contact');
    await main.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the 404 texts, with status 404, for any other confirmation type', async () => {
    const { page } = await site.newPage();
    const response = await page.goto('/steps/confirmation/other');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });
});

describe('accessibility of the confirmation pages', () => {
  it.each<[ViewportName, ConfirmationType]>([
    ['desktop', 'recommendations'],
    ['mobile', 'recommendations'],
    ['desktop', 'managed'],
    ['mobile', 'managed'],
  ])('has no serious or critical axe violations (%s, %s)', async (viewport, type) => {
    // On a desktop, the page the tests above read; on a phone, a page of its own.
    const { page, errors } =
      viewport === 'desktop' ? await shared[type]() : await site.newPage({ viewport });
    if (viewport === 'mobile') await openConfirmation(page, type);
    if (type === 'recommendations')
      await page.locator('[data-testid="shop-card"]').first().waitFor();
    await expectAccessible(page);
    errors.expectNoUncaught();
  });
});
