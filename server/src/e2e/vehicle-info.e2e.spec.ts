import type { Page } from 'playwright-core';
import { expectAccessible } from './harness/a11y';
import type { ViewportName } from './harness/browser';
import { holdRoute } from './harness/hold-route';
import { withSite } from './harness/with-site';

/** The vehicle form (spec sections 2, 4, 5, 8) on the home page and the standalone step. */
const site = withSite();

const MESSAGES = [
  'Name must be at least 2 characters',
  'Please enter a valid email address',
  'Please enter a valid ZIP code',
  'Please select a year',
  'Please select a make',
  'Please select a model',
  'You must accept the terms and conditions to continue',
];

async function openStep(page: Page) {
  await page.goto('/steps/vehicle-info');
  await page.getByRole('heading', { level: 1, name: 'Vehicle Information' }).waitFor();
}

async function fillValidForm(page: Page) {
  await page.getByLabel('Full Name').fill('Maria Garcia');
  await page.getByLabel('Email Address').fill('maria@example.com');
  await page.getByLabel('ZIP Code').fill('85253');
  await page.getByLabel('Vehicle Year').selectOption('2016');
  await page.getByLabel('Vehicle Make').selectOption('Honda');
  await page.getByLabel('Vehicle Model').selectOption('Civic');
  await page.getByLabel('Vehicle Mileage (Optional)').fill('84000');
  await page.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).click();
}

/** What a successful vehicle save leaves in localStorage (ui/src/flow/saved-drafts.ts). */
const SAVE_VEHICLE = `(() => {
  localStorage.setItem('userInfo', JSON.stringify({ name: 'Maria Garcia', email: 'maria@example.com', zipCode: '85253' }));
  localStorage.setItem('vehicleInfo', JSON.stringify({ year: '2016', make: 'Honda', model: 'Civic', mileage: 0 }));
})()`;

const fieldErrors = (page: Page) => page.locator('.field__error').allTextContents();

describe('the vehicle form', () => {
  it.each<ViewportName>(['desktop', 'mobile'])(
    'shows every validation message on an empty submit, marks the fields invalid, and has no serious accessibility problems with or without them (%s)',
    async (viewport) => {
      const { page, errors } = await site.newPage({ viewport });
      await openStep(page);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText(MESSAGES[MESSAGES.length - 1]!).waitFor();
      expect(await fieldErrors(page)).toEqual(MESSAGES);
      await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(MESSAGES.length);
      expect(new URL(page.url()).pathname).toBe('/steps/vehicle-info');
      await expectAccessible(page);
      errors.expectNoUncaught();
    },
  );

  it('rejects a malformed e-mail address alone, and clears it once corrected', async () => {
    const { page } = await site.newPage();
    await openStep(page);
    await fillValidForm(page);
    await page.getByLabel('Email Address').fill('maria@');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await fieldErrors(page)).toEqual(['Please enter a valid email address']);
    await page.getByLabel('Email Address').fill('maria@example.com');
    await page.getByText('Please enter a valid email address').waitFor({ state: 'detached' });
  });

  it('keeps the model list empty until a make is chosen, and clears the model on a new make', async () => {
    const { page } = await site.newPage();
    await page.goto('/');
    const model = page.getByLabel('Vehicle Model');
    await model.waitFor();
    await expect(model.locator('option').allTextContents()).resolves.toEqual(['Select make first']);
    await page.getByLabel('Vehicle Make').selectOption('Honda');
    await expect(model.locator('option').first().textContent()).resolves.toBe('Select model');
    await model.selectOption('Civic');
    await page.getByLabel('Vehicle Make').selectOption('Toyota');
    await expect(model.inputValue()).resolves.toBe('');
    await expect(model.locator('option', { hasText: 'Camry' }).count()).resolves.toBe(2);
    await expect(model.locator('option', { hasText: 'Civic' }).count()).resolves.toBe(0);
  });

  it('disables the model select on the standalone page until a make is chosen', async () => {
    const { page } = await site.newPage();
    await openStep(page);
    const model = page.getByLabel('Vehicle Model');
    await expect(model.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Vehicle Make').selectOption('Ford');
    await expect(model.isEnabled()).resolves.toBe(true);
    await page.getByLabel('Vehicle Make').selectOption('');
    await expect(model.isDisabled()).resolves.toBe(true);
  });

  it('starts empty on a fresh visit even when a vehicle was saved before', async () => {
    const { page } = await site.newPage();
    await page.goto('/');
    await page.evaluate(SAVE_VEHICLE);
    await openStep(page);
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Vehicle Make').inputValue()).resolves.toBe('');
    await expect(page.evaluate("localStorage.getItem('userInfo')")).resolves.toBeNull();
  });

  it('keeps the saved vehicle in the form when continuing a flow under way', async () => {
    const { page } = await site.newPage();
    await page.goto('/');
    await page.evaluate(SAVE_VEHICLE);
    await page.evaluate(
      `sessionStorage.setItem('repairFlowState', JSON.stringify({ currentStep: 'issue-details' }))`,
    );
    await openStep(page);
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('Maria Garcia');
    await expect(page.getByLabel('Vehicle Model').inputValue()).resolves.toBe('Civic');
    await expect(page.getByLabel('Vehicle Model').isEnabled()).resolves.toBe(true);
  });

  // The terms link's new tab: terms-field.component.spec.tsx.

  it("reads 'Saving...' while saving, then moves on to the issue step with a toast", async () => {
    const { page, errors } = await site.newPage();
    await openStep(page);
    await fillValidForm(page);
    const held = await holdRoute(page, '**/api/vehicle-info');
    await page.getByRole('button', { name: 'Continue' }).click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    await expect(saving.isDisabled()).resolves.toBe(true);
    held.release();
    await page.waitForURL('**/steps/issue-details');
    await page.getByText('Vehicle information saved', { exact: true }).waitFor();
    await page.getByText("Let's collect details about your issue next.", { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Vehicle Issue Details' }).waitFor();
    errors.expectNoUncaught();
  });

  it('shows a failed save beside the form and lets the owner try again', async () => {
    const { page } = await site.newPage();
    await openStep(page);
    await fillValidForm(page);
    await page.route('**/api/vehicle-info', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.locator('form [role="alert"]').filter({ hasText: 'Error' });
    await alert.getByText('503: Service Unavailable').waitFor();
    await expect(page.getByRole('button', { name: 'Continue' }).isEnabled()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/steps/vehicle-info');
  });
});
