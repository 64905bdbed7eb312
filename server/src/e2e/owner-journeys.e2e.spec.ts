import { expectAccessible } from './harness/a11y';
import { withSite } from './harness/with-site';
import {
  analyze,
  BRAKE_PROBLEM,
  chooseService,
  continueToServiceOptions,
  describeProblem,
  expectToast,
  fillVehicleForm,
  OWNER,
  reachResults,
  savedFlowState,
  storedItem,
  submitVehicle,
} from './journeys/owner-steps';

/**
 * The whole product in Chromium: an owner goes from the landing page through each service
 * path to a confirmation, against the real API on the embedded database.
 */
const site = withSite();

describe('an owner who wants shop recommendations', () => {
  it('goes from the landing page to a list of local shops and leaves feedback', async () => {
    const { page, errors } = await site.newPage();
    await page.goto('/');
    await fillVehicleForm(page);
    await submitVehicle(page);
    await expectToast(page, 'Vehicle information saved');

    await describeProblem(page);
    await analyze(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Important Notice').waitFor();
    await expectAccessible(page);
    // Each urgency explains itself in a tooltip (700 ms open delay, section 9).
    await page
      .getByRole('button', { name: /^What ".+" means$/ })
      .first()
      .hover();
    await page.getByRole('tooltip').waitFor();

    await continueToServiceOptions(page);
    await chooseService(page, 'Shop Recommendations');
    await page.waitForURL('**/steps/confirmation/recommendations');
    const shops = page.getByTestId('shop-card');
    await shops.first().waitFor();
    expect(await shops.count()).toBeGreaterThan(0);
    await expect(shops.first().textContent()).resolves.toMatch(/\d+\.\d miles/);

    await page.getByRole('textbox', { name: /feedback/i }).fill('Clear and useful, thanks.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expectToast(page, 'Thank you!');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    errors.expectNoUncaught();
  });
});

describe('an owner who wants a managed repair', () => {
  it('schedules it and sees what happens next, on a six-step indicator', async () => {
    const { page, errors } = await site.newPage({ viewport: 'mobile' });
    await reachResults(page, '/steps/vehicle-info');
    await continueToServiceOptions(page);
    await chooseService(page, 'Managed Repair');
    await page.waitForURL('**/steps/managed-repair-info');
    // The old page can still show while the new route's chunk loads: wait for the new one.
    await page.getByRole('heading', { name: 'Schedule Your Managed Repair' }).waitFor();
    expect(await page.locator('.progress__step').count()).toBe(6);

    await page.getByLabel('Phone Number').fill('480-555-0199');
    await page.getByRole('checkbox', { name: /text message/i }).click();
    await page.getByRole('button', { name: /pick a date/i }).click();
    await page.getByRole('button', { name: /next month/i }).click();
    await page.locator('button.rdp-day_button:not([disabled])').first().click();
    await expect(page.getByLabel('ZIP Code').inputValue()).resolves.toBe(OWNER.zipCode);
    await page.getByRole('button', { name: 'Schedule Managed Repair' }).click();
    await expectToast(page, 'Success!');
    await page.waitForURL('**/steps/confirmation/managed');
    await page.getByText("Here's What Happens Next").waitFor();
    await expectAccessible(page);
    errors.expectNoUncaught();
  });
});

describe('coming back to the flow', () => {
  it('continues where it was after a reload, and Back returns the saved answers', async () => {
    const { page } = await site.newPage();
    await reachResults(page);
    const before = await savedFlowState(page);

    await page.reload();
    await page.getByText('Important Notice').waitFor();
    expect(new URL(page.url()).pathname).toBe('/steps/diagnostic-results');
    expect(await savedFlowState(page)).toEqual(before);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/steps/issue-details');
    await expect(page.getByRole('textbox', { name: /describe/i }).inputValue()).resolves.toBe(
      BRAKE_PROBLEM,
    );
  });

  it('sends an owner without saved progress from a step page back home', async () => {
    const { page } = await site.newPage();
    await page.goto('/steps/service-options');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Free Expert Auto Repair Assistance' }).waitFor();
  });

  it('starts fresh after the brand link, and keeps answers when continuing', async () => {
    const { page } = await site.newPage();
    await page.goto('/steps/vehicle-info');
    await fillVehicleForm(page);
    await submitVehicle(page);

    // Back from the issue step continues the flow: the vehicle form keeps its answers.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/steps/vehicle-info');
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe(OWNER.name);

    await page
      .getByRole('link', { name: /FairWrench/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/steps/vehicle-info');
    await page.getByLabel('Full Name').waitFor();
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('');
    expect(await storedItem(page, 'localStorage', 'startFresh')).toBeNull();
  });
});
