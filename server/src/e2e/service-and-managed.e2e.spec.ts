import type { Page } from 'playwright-core';
import { expectAccessible } from './harness/a11y';
import type { ViewportName } from './harness/browser';
import { holdRoute } from './harness/hold-route';
import { resumeOwner, seedFlow, seedOnce } from './harness/seed-flow';
import { waitForAttribute } from './harness/waits';
import { withSite } from './harness/with-site';
import { expectToast, savedFlowState } from './journeys/owner-steps';

/** Service options and the managed-repair form (spec sections 2, 4, 5, 8). */
const site = withSite();

const MANAGED_MESSAGES = [
  'Please enter a valid phone number',
  'You must agree to receive text message updates to proceed with managed repair service.',
  'Please select a preferred repair date',
];

/**
 * Owners walked through the API once for the file (seedOnce), for the tests that create no
 * managed repair; those that do walk an owner of their own.
 */
const owners = {
  choosing: seedOnce(site, { currentStep: 'service-options' }),
  managed: seedOnce(site, { managed: true }),
};

async function openServiceOptions(page: Page, own = false) {
  if (own) await seedFlow(page, { currentStep: 'service-options' });
  else await resumeOwner(page, await owners.choosing());
  await page.goto('/steps/service-options');
  await page.getByRole('heading', { level: 1, name: 'Choose Your Service Level' }).waitFor();
}

async function openManagedForm(page: Page) {
  await resumeOwner(page, await owners.managed());
  await page.goto('/steps/managed-repair-info');
  await page.getByRole('heading', { level: 1, name: 'Schedule Your Managed Repair' }).waitFor();
}

const confirm = (page: Page) => page.getByRole('button', { name: 'Confirm Selection' }).click();
const submitManaged = (page: Page) =>
  page.getByRole('button', { name: 'Schedule Managed Repair' }).click();
const fieldErrors = (page: Page) => page.locator('.field__error').allTextContents();

/** yyyy-mm-dd of a local day relative to the browser's today (DayPicker's data-day). */
const localDay = (page: Page, offsetDays: number) =>
  page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, offsetDays);

async function openCalendar(page: Page) {
  await page.getByRole('button', { name: /Preferred Repair Date/ }).click();
  await page.getByRole('dialog', { name: 'Choose a preferred repair date' }).waitFor();
  // The calendar itself is a lazily loaded chunk; the dialog shows a spinner until it arrives.
  await page.locator('.rdp-day_button').first().waitFor();
}

describe('the service options', () => {
  /** One page for the tests that choose nothing; Back, which leaves it, comes last. */
  const choosing = site.sharedPage(({ page }) => openServiceOptions(page));

  it("asks for a choice with 'Please select an option' and stays", async () => {
    const { page, errors } = await choosing();
    await confirm(page);
    await expectToast(page, 'Please select an option');
    await expectToast(page, 'Select either Shop Recommendations or Managed Repair to continue.');
    expect(new URL(page.url()).pathname).toBe('/steps/service-options');
    errors.expectNoUncaught();
  });

  it('offers both levels and explains the managed repair in three steps', async () => {
    const { page } = await choosing();
    const radios = page.getByRole('radio');
    await expect(radios.count()).resolves.toBe(2);
    await page.getByRole('radio', { name: 'SELF-MANAGED Shop Recommendations' }).waitFor();
    await page
      .getByRole('radio', { name: 'FULL-SERVICE Managed Repair (at no extra cost)' })
      .waitFor();
    await page.getByRole('heading', { name: 'How Our Managed Repair Works' }).waitFor();
    await expect(page.locator('.managed-steps__step').count()).resolves.toBe(3);
  });

  it('ends on the recommendations with shop cards and map directions in a new tab', async () => {
    const { page, errors } = await site.newPage();
    await openServiceOptions(page);
    // A click anywhere on the card chooses it, not only on the small radio.
    await page.locator('.service-choice', { hasText: 'Shop Recommendations' }).click();
    await waitForAttribute(
      page.getByRole('radio', { name: /Shop Recommendations/ }),
      'aria-checked',
      'true',
    );
    await confirm(page);
    await page.waitForURL('**/steps/confirmation/recommendations');
    const cards = page.locator('ul.shop-list [data-testid="shop-card"]');
    await cards.first().waitFor();
    const first = cards.first();
    await expect(first.locator('.shop-card__distance').textContent()).resolves.toMatch(
      /^\d+\.\d miles$/,
    );
    await expect(first.locator('.shop-card__rating strong').textContent()).resolves.toMatch(
      /^\d\.\d$/,
    );
    const directions = first.getByRole('link', { name: /Get Directions/ });
    await expect(directions.getAttribute('target')).resolves.toBe('_blank');
    await expect(directions.getAttribute('href')).resolves.toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+/,
    );
    errors.expectNoUncaught();
  });

  it('creates a managed repair and moves on to the form', async () => {
    const { page } = await site.newPage();
    await openServiceOptions(page, true);
    await page.getByRole('radio', { name: /Managed Repair/ }).click();
    await confirm(page);
    await page.waitForURL('**/steps/managed-repair-info');
    const saved = await savedFlowState(page);
    expect(saved.managedRepairId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows 'Processing...' and stays when creating the managed repair fails", async () => {
    const { page } = await site.newPage();
    await openServiceOptions(page);
    const held = await holdRoute(page, '**/api/managed-repairs', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.getByRole('radio', { name: /Managed Repair/ }).click();
    await confirm(page);
    const processing = page.getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    await expect(processing.isDisabled()).resolves.toBe(true);
    held.release();
    await page.getByRole('alert').filter({ hasText: 'Failed to create managed repair' }).waitFor();
    await page.getByRole('button', { name: 'Confirm Selection' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/steps/service-options');
  });

  it('goes Back to the analysis', async () => {
    const { page } = await choosing();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/steps/diagnostic-results');
  });
});

describe('the managed repair form', () => {
  /** One page for the empty submit and for Back, which leaves it and so comes last. */
  const unscheduled = site.sharedPage(({ page }) => openManagedForm(page));

  it('shows the validation messages on an empty submit, with the saved ZIP prefilled', async () => {
    const { page } = await unscheduled();
    await expect(page.getByLabel('ZIP Code').inputValue()).resolves.toBe('85253');
    await expect(page.getByLabel('ZIP Code').getAttribute('maxlength')).resolves.toBe('10');
    await page.getByLabel('ZIP Code').fill('852');
    await submitManaged(page);
    await page.getByText(MANAGED_MESSAGES[0]!).waitFor();
    expect(await fieldErrors(page)).toEqual([
      ...MANAGED_MESSAGES,
      'ZIP code must be at least 5 characters',
    ]);
    await expect(page.getByLabel('Phone Number').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    expect(new URL(page.url()).pathname).toBe('/steps/managed-repair-info');
  });

  it('opens the calendar with yesterday disabled and today available', async () => {
    const { page } = await site.newPage();
    await openManagedForm(page);
    await openCalendar(page);
    const [yesterday, today] = [await localDay(page, -1), await localDay(page, 0)];
    if (yesterday.slice(0, 7) !== today.slice(0, 7)) {
      await page.getByRole('button', { name: /previous month/i }).click();
    }
    const yesterdayCell = page.locator(`td[data-day="${yesterday}"]`);
    await expect(yesterdayCell.getAttribute('data-disabled')).resolves.toBe('true');
    await expect(yesterdayCell.locator('button').isDisabled()).resolves.toBe(true);
    if (yesterday.slice(0, 7) !== today.slice(0, 7)) {
      await page.getByRole('button', { name: /next month/i }).click();
    }
    await expect(
      page.locator(`td[data-day="${today}"]`).getAttribute('data-disabled'),
    ).resolves.toBeNull();
  });

  it("schedules the repair: 'Success!' and the managed confirmation", async () => {
    const { page, errors } = await site.newPage();
    const flow = await seedFlow(page, { managed: true });
    await page.goto('/steps/managed-repair-info');
    await page.getByLabel('Phone Number').fill('(480) 555-0199');
    await page.getByRole('checkbox', { name: /text message updates/ }).click();
    await openCalendar(page);
    await page.locator('td[data-today] button').click();
    const trigger = page.getByRole('button', { name: /Preferred Repair Date/ });
    await expect(trigger.textContent()).resolves.toMatch(/^\w+day, \w+ \d{1,2}, \d{4}$/);
    await submitManaged(page);
    await expectToast(page, 'Success!');
    await expectToast(page, 'Your managed repair service has been scheduled.');
    await page.waitForURL('**/steps/confirmation/managed');
    await page.getByRole('heading', { name: "Here's What Happens Next" }).waitFor();
    const repair = await page.evaluate(async (id) => {
      const response = await fetch(`/api/managed-repairs/by-diagnostic/${id}`);
      return (await response.json()) as Record<string, unknown>;
    }, flow.diagnosticId);
    expect(repair).toMatchObject({ status: 'scheduled', phoneNumber: '(480) 555-0199' });
    expect(repair).toMatchObject({ smsOptIn: true, vehicleZipCode: '85253' });
    // Stored as noon local time of the chosen day, so the day survives any time zone.
    const noonToday = await page.evaluate(() => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12).toISOString();
    });
    expect(Date.parse(repair.preferredDate as string)).toBe(Date.parse(noonToday));
    errors.expectNoUncaught();
  });

  it('goes Back to the service options', async () => {
    const { page } = await unscheduled();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/steps/service-options');
  });
});

describe('accessibility of service options and the managed form', () => {
  it.each<ViewportName>(['desktop', 'mobile'])(
    'has no serious or critical axe violations (%s)',
    async (viewport) => {
      const { page, errors } = await site.newPage({ viewport });
      await openServiceOptions(page, true);
      await expectAccessible(page);
      await page.getByRole('radio', { name: /Managed Repair/ }).click();
      await confirm(page);
      await page.getByRole('heading', { name: 'Schedule Your Managed Repair' }).waitFor();
      await submitManaged(page);
      await page.getByText(MANAGED_MESSAGES[0]!).waitFor();
      await expectAccessible(page);
      await openCalendar(page);
      await expectAccessible(page);
      errors.expectNoUncaught();
    },
  );
});
