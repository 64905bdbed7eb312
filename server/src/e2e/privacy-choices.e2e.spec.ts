import type { Page } from 'playwright-core';
import { sampleVehicleInfo } from '../testing/owner-flow';
import { expectAccessible } from './harness/a11y';
import type { ViewportName } from './harness/browser';
import { holdRoute } from './harness/hold-route';
import { watchLayoutShifts } from './harness/layout-shifts';
import { withSite } from './harness/with-site';
import { fillVehicleForm, submitVehicle } from './journeys/owner-steps';

/** Do Not Sell or Share My Personal Information, against the real /api/me calls. */
const site = withSite();

const TITLE = 'Do Not Sell or Share My Personal Information';
const OPT_OUT = 'Opt out of sale and sharing';
const main = (page: Page) => page.getByRole('main');
const optOutButton = (page: Page) => main(page).getByRole('button', { name: OPT_OUT });

async function openChoices(page: Page): Promise<void> {
  await page.goto('/privacy-choices');
  await main(page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
}

/** The day an ISO time falls on, as this browser formats it for the page. */
const dayOf = (page: Page, iso: string) =>
  page.evaluate(
    (at) =>
      new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    iso,
  );

/** Registers a vehicle from inside the page, as the web app does, so the session cookie is set. */
async function registerInPage(page: Page): Promise<void> {
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/vehicle-info', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  }, sampleVehicleInfo);
  expect(status).toBe(201);
}

describe('the privacy choices page', () => {
  it("is linked from the home page's footer", async () => {
    const { page, errors } = await site.newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: TITLE }).click();
    await page.waitForURL((url) => url.pathname === '/privacy-choices');
    await main(page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expect(page.title()).resolves.toBe(`${TITLE} | FairWrench`);
    errors.expectNoUncaught();
  });

  it('lets an owner who registered a vehicle opt out, and remembers it', async () => {
    const { page, errors } = await site.newPage();
    await page.goto('/steps/vehicle-info');
    await fillVehicleForm(page);
    await submitVehicle(page);
    await openChoices(page);
    await main(page).getByText('You have not opted out.').waitFor();
    await expectAccessible(page);

    const answered = page.waitForResponse('**/api/me/opt-out');
    await optOutButton(page).click();
    const { optedOutAt } = (await (await answered).json()) as { optedOutAt: string };
    const day = await dayOf(page, optedOutAt);
    const statement = `You opted out of the sale and sharing of your personal information on ${day}.`;
    await main(page).getByText('You have opted out').waitFor();
    await main(page).getByText(statement).waitFor();
    await expectAccessible(page);

    await page.reload();
    await main(page).getByText(statement).waitFor();
    expect(await optOutButton(page).count()).toBe(0);
    errors.expectNoUncaught();
  });

  it("says when the browser's Global Privacy Control signal opted the owner out", async () => {
    const { page, errors } = await site.newPage();
    await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
    await openChoices(page);
    await registerInPage(page);
    await page.reload();
    await main(page)
      .getByText(/^Your browser's Global Privacy Control signal opted you out on /)
      .waitFor();
    expect(await optOutButton(page).count()).toBe(0);
    errors.expectNoUncaught();
  });

  it('says so, accessibly, when the opt-out cannot be recorded, and lets the owner retry', async () => {
    const { page, errors } = await site.newPage();
    await openChoices(page);
    await registerInPage(page);
    await page.reload();
    await page.route('**/api/me/opt-out', (route) => route.fulfill({ status: 500, body: 'down' }));
    await optOutButton(page).click();
    const alert = main(page).getByRole('alert');
    await alert.getByText('Your opt-out was not recorded').waitFor();
    await main(page).getByRole('button', { name: OPT_OUT, disabled: false }).waitFor();
    await expectAccessible(page);

    await page.unroute('**/api/me/opt-out');
    await optOutButton(page).click();
    await main(page).getByText('You have opted out').waitFor();
    expect(await alert.count()).toBe(0);
    errors.expectNoUncaught();
  });

  it("checks the API's answer in a worker: the page itself never loads Zod", async () => {
    const { page, errors } = await site.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const worker = page.waitForEvent('worker');
    await openChoices(page);
    await main(page).getByText('We hold no data for this browser yet').waitFor();
    expect(new URL((await worker).url()).pathname).toMatch(/api\.worker-[\w-]+\.js$/);
    expect(scripts.filter((path) => /zod/i.test(path))).toEqual([]);
    errors.expectNoUncaught();
  });

  it('reports an answer that breaks its contract as a failed read', async () => {
    const { page } = await site.newPage();
    await page.route('**/api/me/privacy-choices', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"session":"maybe"}' }),
    );
    await openChoices(page);
    await main(page).getByRole('alert').getByText('Could not load your privacy choices').waitFor();
    expect(await optOutButton(page).count()).toBe(0);
  });

  it.each(['desktop', 'mobile'] as const)(
    'holds no data for a browser without a session, with no axe violation (%s)',
    async (viewport: ViewportName) => {
      const { page, errors } = await site.newPage({ viewport });
      await openChoices(page);
      await main(page).getByText('We hold no data for this browser yet').waitFor();
      await main(page)
        .getByText(/Global Privacy Control signal, we honour it automatically/)
        .waitFor();
      await main(page)
        .getByText(/Gave us your details on another device\? Opt out by e-mail below/)
        .waitFor();
      await main(page).getByRole('region', { name: 'Opt out by e-mail' }).waitFor();
      expect(await optOutButton(page).count()).toBe(0);
      await expectAccessible(page);
      // Not even a failed request: the API answers a browser without a session, not a 404.
      expect(errors.consoleErrors).toEqual([]);
      errors.expectNoUncaught();
    },
  );

  it.each(['mobile', 'desktop'] as const)(
    'keeps the e-mail form in place while it reads the choice, with or without a session (%s)',
    async (viewport: ViewportName) => {
      const { page, errors } = await site.newPage({ viewport });
      const shifts = await watchLayoutShifts(page);
      let held = await holdRoute(page, '**/api/me/privacy-choices');
      await openChoices(page); // the pre-rendered page, hydrated, still waiting for its answer
      await held.arrived;
      held.release();
      await main(page).getByText('We hold no data for this browser yet').waitFor();
      expect(await shifts.score()).toBeLessThanOrEqual(0.02);

      await registerInPage(page);
      await page.unroute('**/api/me/privacy-choices');
      held = await holdRoute(page, '**/api/me/privacy-choices');
      await page.reload();
      await held.arrived;
      held.release();
      await main(page).getByText('You have not opted out.').waitFor();
      expect(await shifts.score()).toBeLessThanOrEqual(0.02);
      errors.expectNoUncaught();
    },
  );
});
