import type { Page } from 'playwright-core';
import { expectAccessible } from './harness/a11y';
import type { ViewportName } from './harness/browser';
import { waitForFocus } from './harness/waits';
import { withSite } from './harness/with-site';

/** The seven developer test pages against the real API and the embedded demo shop directory. */
const site = withSite();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PAGES = [
  ['/test-api', 'API Test'],
  ['/test-shops', 'Shops API Test'],
  ['/test-shops-direct', 'Regional Shops API Test'],
  ['/test-regional-shops', 'Regional Sample Shops'],
  ['/test-better-shops', 'Better Sample Shops'],
  ['/test-local-shops', 'Local Shop Finder Test'],
  ['/test-shop-estimate', 'Shop Estimate Analysis Test'],
] as const;
type TestPagePath = (typeof PAGES)[number][0];

async function open(path: TestPagePath, viewport: ViewportName = 'desktop') {
  const opened = await site.newPage({ viewport });
  await opened.page.goto(path);
  const title = PAGES.find(([candidate]) => candidate === path)![1];
  await opened.page.getByRole('heading', { level: 1, name: title }).waitFor();
  return opened;
}

const toast = (page: Page, title: string) =>
  page.locator('.toast__title').filter({ hasText: title }).waitFor();

/** Every call to our API the page makes from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  return calls;
}

const cardNames = (page: Page) => page.getByTestId('shop-card').locator('h3').allTextContents();

describe('/test-api', () => {
  it('is accessible, posts the sample vehicle and shows the raw and parsed answer', async () => {
    const { page, errors } = await open('/test-api');
    await expectAccessible(page);
    const answered = page.waitForResponse('**/api/vehicle-info');
    await page.getByRole('button', { name: 'Run API Test' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ termsAccepted: true });
    await toast(page, 'API Test Successful');
    const parsed = JSON.parse(await page.getByTestId('api-test-parsed').innerText());
    expect(parsed.userId).toMatch(UUID);
    const raw = await page.getByTestId('api-test-raw').innerText();
    expect(JSON.parse(raw)).toEqual(parsed);
    errors.expectNoUncaught();
  });
});

describe.each([
  ['/test-shops', 'shops', '85253'],
  ['/test-shops-direct', 'regional-shops', '85253'],
  ['/test-local-shops', 'places-shops', '90210'],
] as const)('%s', (path, endpoint, defaultZip) => {
  it(`is accessible and lists the shops GET /api/${endpoint} finds near ${defaultZip}`, async () => {
    const { page, errors } = await open(path);
    await expectAccessible(page);
    await expect(page.getByLabel('ZIP Code').inputValue()).resolves.toBe(defaultZip);
    const answered = page.waitForResponse(`**/api/${endpoint}?*`);
    await page.getByRole('button', { name: 'Search Shops' }).click();
    const response = await answered;
    expect(response.url()).toMatch(new RegExp(`zipCode=${defaultZip}&_t=\\d+$`));
    const body = (await response.json()) as { shops: { name: string }[] };
    expect(body.shops.length).toBeGreaterThan(0);
    await page.getByTestId('shop-card').first().waitFor();
    await expect(cardNames(page)).resolves.toEqual(body.shops.map((shop) => shop.name));
    errors.expectNoUncaught();
  });
});

describe('/test-shops', () => {
  it('asks for a ZIP code when it is empty, and calls nothing', async () => {
    const { page } = await open('/test-shops');
    const calls = apiCalls(page);
    await page.getByLabel('ZIP Code').fill('');
    await page.getByRole('button', { name: 'Search Shops' }).click();
    await page.getByText('Please enter a ZIP code').waitFor();
    await expect(page.getByLabel('ZIP Code').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(calls).toEqual([]);
  });

  it.each([
    ['a failure', { status: 500, body: 'boom' }, 'Failed to fetch shops'],
    ['an answer without shops', { json: { results: [] } }, 'No shops found in the response'],
    ['an empty list', { json: { shops: [] } }, 'No shops found. Try a different ZIP code.'],
  ])('reports %s', async (_case, answer, message) => {
    const { page, errors } = await open('/test-shops');
    await page.route('**/api/shops?*', (route) => route.fulfill(answer));
    await page.getByRole('button', { name: 'Search Shops' }).click();
    await page.locator('.alert__title').filter({ hasText: message }).waitFor();
    if (message === 'Failed to fetch shops') await toast(page, message);
    await expect(page.getByTestId('shop-card').count()).resolves.toBe(0);
    errors.expectNoUncaught();
  });

  it('is accessible with results at 360 px wide', async () => {
    const { page } = await open('/test-shops', 'mobile-360');
    await page.getByRole('button', { name: 'Search Shops' }).click();
    await page.getByTestId('shop-card').first().waitFor();
    await expectAccessible(page);
  });
});

// What /test-regional-shops and /test-better-shops list, and that they make no call, is
// checked without a browser: sample-shops-panel.component.spec.tsx.

describe('/test-shop-estimate', () => {
  const analyze = (page: Page) => page.getByRole('button', { name: 'Analyze Estimate' }).click();
  const question = 'Is $1,200 fair for front brakes on a 2015 Civic?';

  it('is accessible, asks for a description first, then shows a simulated review without a call', async () => {
    const { page, errors } = await open('/test-shop-estimate');
    await expectAccessible(page);
    const calls = apiCalls(page);
    await analyze(page);
    await toast(page, 'Missing information');
    await waitForFocus(page, 'description');
    await expect(page.getByTestId('estimate-result').count()).resolves.toBe(0);

    await page.getByLabel('What would you like to know?').fill(question);
    await page.getByLabel(/Photo of the estimate/).setInputFiles({
      name: 'estimate.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    await analyze(page);
    await toast(page, 'Analysis complete');
    const result = await page.getByTestId('estimate-result').innerText();
    expect(result).toMatch(/Fair price|Above fair price/);
    expect(result).toMatch(/Average cost in your area\s*\$[\d,]+ to \$[\d,]+/);
    expect(result).toContain('estimate.png');
    await expectAccessible(page);
    expect(calls).toEqual([]);
    errors.expectNoUncaught();
  });

  it('reports a failed analysis when the picked file is not an image', async () => {
    const { page } = await open('/test-shop-estimate');
    await page.getByLabel('What would you like to know?').fill(question);
    const buffer = Buffer.from('not an image');
    await page
      .getByLabel(/Photo of the estimate/)
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer });
    await analyze(page);
    await toast(page, 'Analysis failed');
    await expect(page.getByTestId('estimate-result').count()).resolves.toBe(0);
  });
});

/** The other pages are checked on arrival by the tests above that open them. */
const SAMPLE_PAGES = ['/test-regional-shops', '/test-better-shops'] as const;

describe('accessibility', () => {
  it.each(SAMPLE_PAGES)('%s has no serious or critical violation', async (path) => {
    const { page } = await open(path);
    await expectAccessible(page);
  });
});
