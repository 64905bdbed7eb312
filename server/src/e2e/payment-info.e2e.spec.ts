import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { UI_DIST } from '../static-ui';
import { startProductUnderTest, type ProductUnderTest } from '../testing/product-under-test';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in';
import { expectAccessible } from './harness/a11y';
import { connectBrowser, launchBrowser, VIEWPORTS, type ViewportName } from './harness/browser';
import { holdRoute } from './harness/hold-route';
import { collectPageErrors } from './harness/page-errors';
import { SHARED_BROWSER_ENDPOINT } from './harness/shared-site';
import { withSite } from './harness/with-site';
import { toast } from './journeys/owner-steps';

/** /payment-info in Chromium. Stripe's script cannot load here: no internet, and it must not. */
const CUSTOMER = { 'Full Name': 'Dana Ruiz', 'Email Address': 'dana@example.com' } as const;
const PHONE = '(480) 555-0134';
const NOT_READY = 'Payment system is not ready. Please wait a moment and try again.';

const continueButton = (page: Page) =>
  page.getByRole('button', { name: /Continue to Payment Method|Setting up/ });

async function fillCustomer(page: Page, phone = PHONE): Promise<void> {
  for (const [label, value] of Object.entries(CUSTOMER)) await page.getByLabel(label).fill(value);
  await page.getByLabel('Phone Number').fill(phone);
}

/** Every script the page downloads, with its body, to look for the card provider's code. */
function recordScripts(page: Page): { urls: string[]; bodies: Promise<string>[] } {
  const urls: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return { urls, bodies };
}

const stripeCode = async (bodies: Promise<string>[]) =>
  (await Promise.all(bodies)).filter((body) => body.includes('js.stripe.com')).length;

describe('with the test server default config (no Stripe keys)', () => {
  const site = withSite();

  async function openPayment(viewport: ViewportName = 'desktop', search = '') {
    const opened = await site.newPage({ viewport });
    await opened.page.goto(`/payment-info${search}`);
    await opened.page.getByRole('heading', { level: 1 }).waitFor();
    return opened;
  }

  it('checks the customer form with the contract messages, sending nothing', async () => {
    const { page, errors } = await openPayment();
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/create-setup-intent') && calls.push(r.url()));
    await continueButton(page).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
    ]) {
      await page.getByText(message).waitFor();
    }
    await fillCustomer(page, '555-01');
    await continueButton(page).click();
    await page.getByText('Please enter a valid phone number').waitFor();
    await page.getByText('Name must be at least 2 characters').waitFor({ state: 'detached' });
    expect(calls).toEqual([]);
    errors.expectNoUncaught();
  });

  it('says setup failed when the server has no Stripe key (503) and keeps the form', async () => {
    const { page, errors } = await openPayment();
    await fillCustomer(page);
    const held = await holdRoute(page, '**/api/create-setup-intent');
    const answered = page.waitForResponse('**/api/create-setup-intent');
    await continueButton(page).click();
    await page.getByRole('button', { name: 'Setting up...', disabled: true }).waitFor();
    held.release();
    await expect(answered.then((response) => response.status())).resolves.toBe(503);
    await toast(page, 'Setup Error').waitFor();
    await toast(page, 'Failed to initialize payment setup. Please try again.').waitFor();
    await page.getByRole('button', { name: 'Continue to Payment Method' }).waitFor();
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe(CUSTOMER['Full Name']);
    errors.expectNoUncaught();
  });

  it('keeps Stripe off the landing page and out of the payment page shell', async () => {
    const { page, errors } = await site.newPage();
    const landing = recordScripts(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(landing.urls.filter((url) => /stripe/i.test(url))).toEqual([]);
    await expect(stripeCode(landing.bodies)).resolves.toBe(0);

    const payment = recordScripts(page);
    await page.goto('/payment-info');
    await continueButton(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(payment.urls.some((url) => /payment-info-page-[\w-]+\.js$/.test(url))).toBe(true);
    expect(payment.urls.filter((url) => /stripe/i.test(url))).toEqual([]);
    await expect(stripeCode(payment.bodies)).resolves.toBe(0);
    errors.expectNoUncaught();
  });

  it.each(['desktop', 'mobile'] as const)(
    'has no serious or critical axe violation: form, errors, success, whose card leads home (%s)',
    async (viewport) => {
      const { page, errors } = await openPayment(viewport);
      await expectAccessible(page);
      await continueButton(page).click();
      await page.getByText('Please enter a valid phone number').waitFor();
      await expectAccessible(page);
      // The success card on return with setup=complete, with a way home.
      await page.goto('/payment-info?setup=complete');
      await page.getByRole('heading', { name: 'Payment Method Added Successfully!' }).waitFor();
      await expect(page.getByLabel('Full Name').count()).resolves.toBe(0);
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      errors.expectNoUncaught();
    },
  );
});

/**
 * Keys configured, setup intents answered by the local Stripe stand-in: the owner reaches the
 * payment element, whose script cannot load on this machine. The harness's startSite() takes
 * no payments settings, so this block composes its own site from the same parts.
 */
describe('with Stripe keys configured but Stripe.js unreachable', () => {
  let stripe: StripeStandIn;
  let underTest: ProductUnderTest;
  let browser: Browser;
  let baseURL: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    underTest = await startProductUnderTest(
      'pglite',
      { secretKey: 'sk_test_standin', publishableKey: 'pk_test_standin', apiBase: stripe.url },
      { uiDirectory: UI_DIST },
    );
    await underTest.product.app.listen(0, '127.0.0.1');
    const { port } = underTest.product.app.getHttpServer().address() as AddressInfo;
    baseURL = `http://127.0.0.1:${port}`;
    // The suite's Chromium when the run has one (shared-site.ts), else one of its own.
    const shared = process.env[SHARED_BROWSER_ENDPOINT];
    browser = await (shared ? connectBrowser(shared) : launchBrowser());
  });
  afterAll(async () => {
    // On the shared browser, close() ends this block's connection, not the browser.
    await browser?.close();
    await underTest?.close();
    await stripe?.close();
  });

  it.each(['desktop', 'mobile'] as const)(
    'loads the payment chunk on stage 2 and says the payment system is not ready (%s)',
    async (viewport) => {
      const context = await browser.newContext({ ...VIEWPORTS[viewport], baseURL });
      try {
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        // Deterministic whatever the network: Stripe's script never arrives.
        await page.route('https://js.stripe.com/**', (route) => route.abort());
        const scripts = recordScripts(page);
        await page.goto('/payment-info');
        await fillCustomer(page);
        await continueButton(page).click();

        await page.getByRole('heading', { name: 'Payment Method' }).waitFor();
        await page.getByRole('alert').filter({ hasText: NOT_READY }).waitFor();
        await page.getByRole('alert').filter({ hasText: 'Setup Error' }).waitFor();
        expect(scripts.urls.some((url) => /payment-method-stage-[\w-]+\.js$/.test(url))).toBe(true);
        await expect(stripeCode(scripts.bodies)).resolves.toBeGreaterThan(0);
        await page
          .getByText(/Nothing is charged without your explicit review and approval/)
          .waitFor();
        await expect(
          page.getByRole('button', { name: 'Save Payment Method' }).count(),
        ).resolves.toBe(0);
        expect(stripe.requests.map((r) => r.path)).toEqual(
          expect.arrayContaining(['/v1/customers', '/v1/setup_intents']),
        );
        await expectAccessible(page);
        errors.expectNoUncaught();
      } finally {
        await context.close();
      }
    },
  );
});
