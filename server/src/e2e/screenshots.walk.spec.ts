import type { ViewportName } from './harness/browser';
import { SITE_ROUTES, type SiteRoute } from './harness/routes';
import { screenshot } from './harness/screenshot';
import { seedFlow } from './harness/seed-flow';
import { withSite, type SiteUnderTest } from './harness/with-site';

/**
 * docs/screenshots/<route>-<viewport>.png for every route of spec section 2. Not part of
 * `npm test`: it takes a minute and rewrites tracked files, so jest.config.js adds its
 * project only under `npm run screenshots` (SCREENSHOTS=1).
 */
const SIZES: readonly ViewportName[] = ['desktop', 'mobile'];

async function capture(site: SiteUnderTest, route: SiteRoute, size: ViewportName) {
  const { page, errors } = await site.newPage({ viewport: size });
  if (route.flow) await seedFlow(page, route.flow);
  await page.goto(route.path, { waitUntil: 'networkidle' });
  await page.locator('#root > *').first().waitFor({ state: 'attached' });
  await screenshot(page, `${route.slug}-${size}`);
  errors.expectNoUncaught();
  // A flow page that sent the owner home would be a screenshot of the wrong page.
  expect(new URL(page.url()).pathname).toBe(route.path);
}

describe('screenshots (npm run screenshots)', () => {
  const site = withSite();

  it.each(SITE_ROUTES.flatMap((route) => SIZES.map((size) => [route.slug, size, route] as const)))(
    '%s at %s',
    (_slug, size, route) => capture(site, route, size),
  );
});
