import { holdRoute } from './harness/hold-route';
import { seedFlow } from './harness/seed-flow';
import { withSite } from './harness/with-site';
import {
  chooseService,
  continueToServiceOptions,
  describeProblem,
  expectToast,
  fillVehicleForm,
  reachResults,
  submitVehicle,
} from './journeys/owner-steps';

/** What owners do off the happy path: leave mid-call, go back at once, start again, reload. */
const site = withSite();

const pathOf = (url: string) => new URL(url).pathname;

describe('the flow off the happy path', () => {
  it('leaves an owner on the page they went to while a save was running', async () => {
    const { page } = await site.newPage();
    const held = await holdRoute(page, '**/api/vehicle-info');
    await page.goto('/');
    await fillVehicleForm(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Saving...' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'FAQs' })
      .click();
    await page.waitForURL('**/faqs');
    const saved = page.waitForResponse('**/api/vehicle-info');
    held.release();
    await saved;
    await expectToast(page, 'Vehicle information saved');
    expect(pathOf(page.url())).toBe('/faqs');

    // Back in the flow, the saved vehicle carries on to its next step.
    await page.goto('/steps/issue-details');
    await page.getByRole('heading', { name: 'Vehicle Issue Details' }).waitFor();
  });

  it('sends an owner home again after going straight back to a guarded step', async () => {
    const { page } = await site.newPage();
    await page.goto('/faqs');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    await page.goto('/steps/service-options');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Free Expert Auto Repair Assistance' }).waitFor();
    await page.getByLabel('Full Name').waitFor();
  });

  it('starts a second flow with an empty issue form and none of the first one’s ids', async () => {
    const { page } = await site.newPage();
    await reachResults(page);
    await continueToServiceOptions(page);
    await chooseService(page, 'Shop Recommendations');
    await page.waitForURL('**/steps/confirmation/recommendations');

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).click();
    await submitVehicle(page);
    await expect(page.getByRole('textbox', { name: /describe/i }).inputValue()).resolves.toBe('');
    await page.goto('/steps/diagnostic-results');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('keeps the issue text typed so far through a reload', async () => {
    const { page } = await site.newPage();
    await seedFlow(page, { currentStep: 'issue-details' });
    await page.goto('/steps/issue-details');
    await describeProblem(page, 'Engine stalls at red lights after it warms up.');
    await page.reload();
    await expect(page.getByRole('textbox', { name: /describe/i }).inputValue()).resolves.toBe(
      'Engine stalls at red lights after it warms up.',
    );
    await expect(
      page.getByRole('radio', { name: 'Diagnose car symptoms' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
  });
});
