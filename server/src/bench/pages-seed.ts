/**
 * The results page needs a flow under way: an owner with a session cookie and an analysed
 * issue, and the flow state the web app restores from sessionStorage (as the browser suite's
 * seedFlow does with Playwright, here with the Puppeteer page Lighthouse audits).
 */
import { STORAGE_KEYS } from '@fairwrench/contracts';
import type { Page } from './pages-lighthouse';

const VEHICLE = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  zipCode: '85253',
  vehicleYear: 2016,
  vehicleMake: 'Honda',
  vehicleModel: 'Civic',
  termsAccepted: true,
};

/** Runs inside the page (serialised by Puppeteer), so the cookie lands in its cookie jar. */
async function walkFlowInPage(vehicle: typeof VEHICLE): Promise<Record<string, string>> {
  const post = async (path: string, body: unknown): Promise<Record<string, string>> => {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, string>;
  };
  const { userId, vehicleId } = await post('/api/vehicle-info', vehicle);
  const description = 'My brakes squeal loudly when I stop at low speed';
  const issue = { userId, vehicleId, issueType: 'symptoms', description };
  const { issueId, diagnosticId } = await post('/api/issue-details', issue);
  return { userId: userId!, vehicleId: vehicleId!, issueId: issueId!, diagnosticId: diagnosticId! };
}

/**
 * Leaves the page on a same-origin JSON document, not the app, so none of the app's assets are
 * cached before the audit and nothing rewrites the saved state.
 */
export async function seedResultsFlow(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/api/payments/config`);
  const ids = await page.evaluate(walkFlowInPage, VEHICLE);
  const state = JSON.stringify({
    ...ids,
    managedRepairId: null,
    zipCode: VEHICLE.zipCode,
    currentStep: 'diagnostic-results',
  });
  await page.evaluate(
    (key: string, saved: string) => globalThis.sessionStorage.setItem(key, saved),
    STORAGE_KEYS.repairFlowState,
    state,
  );
}
