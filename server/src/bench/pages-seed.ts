/**
 * The results page needs a flow under way: an owner with a session cookie and an analysed
 * issue, and the flow state the web app restores from sessionStorage (as the browser suite's
 * seedFlow does with Playwright, here with the Puppeteer page Lighthouse audits).
 */
import { STORAGE_KEYS } from '@fairwrench/contracts';
import { sampleVehicle, walkFlowInPage } from '../e2e/harness/seed-flow';
import type { Page } from './pages-lighthouse';

/**
 * Leaves the page on a same-origin JSON document, not the app, so none of the app's assets are
 * cached before the audit and nothing rewrites the saved state.
 */
export async function seedResultsFlow(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/api/payments/config`);
  const ids = await page.evaluate(walkFlowInPage, {
    vehicle: sampleVehicle,
    issueType: 'symptoms',
    description: 'My brakes squeal loudly when I stop at low speed',
    managed: false,
  });
  const state = JSON.stringify({
    ...ids,
    zipCode: sampleVehicle.zipCode,
    currentStep: 'diagnostic-results',
  });
  await page.evaluate(
    (key: string, saved: string) => globalThis.sessionStorage.setItem(key, saved),
    STORAGE_KEYS.repairFlowState,
    state,
  );
}
