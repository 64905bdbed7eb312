import type { Page } from 'playwright-core';
import { holdRoute } from './harness/hold-route';
import { withSite } from './harness/with-site';
import {
  describeProblem,
  expectToast,
  fillVehicleForm,
  savedFlowState,
  submitVehicle,
} from './journeys/owner-steps';

/**
 * An analysis the server finished but the page never received is not made twice: the issue
 * submit carries an Idempotency-Key named by its content, so trying again with the same issue
 * answers the analysis already made.
 */
const site = withSite();

type Ids = { issueId: string; diagnosticId: string };

async function openIssueStep(page: Page) {
  await page.goto('/');
  await fillVehicleForm(page);
  await submitVehicle(page);
  await describeProblem(page);
}

async function analyzeAgain(page: Page): Promise<Record<string, string | null>> {
  await page.getByRole('button', { name: 'Analyze' }).click();
  await page.waitForURL('**/steps/diagnostic-results');
  await page.getByRole('heading', { level: 1, name: 'Diagnostic Results' }).waitFor();
  return savedFlowState(page);
}

describe('trying an analysis again', () => {
  it('shows the analysis whose answer was lost on the way, not a new one', async () => {
    const { page } = await site.newPage();
    await openIssueStep(page);
    let first: Ids | null = null;
    await page.route('**/api/issue-details', async (route) => {
      // The server records the analysis; the connection drops before the page hears of it.
      // Playwright re-sends the request itself, without the Fetch Metadata the browser adds
      // to its own, so it says what the browser said: same-origin (ADR 037).
      const headers = { ...route.request().headers(), 'sec-fetch-site': 'same-origin' };
      first = (await (await route.fetch({ headers })).json()) as Ids;
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Analyze' }).click();
    // The toast carries the browser's own words for the failure (spec section 8: its message).
    await expectToast(page, 'Error');
    await page.unroute('**/api/issue-details');

    const saved = await analyzeAgain(page);
    expect(first).not.toBeNull();
    expect(saved).toMatchObject({ issueId: first!.issueId, diagnosticId: first!.diagnosticId });
  });

  it('shows the analysis that finished after the owner pressed the browser Back', async () => {
    const { page } = await site.newPage();
    await openIssueStep(page);
    const held = await holdRoute(page, '**/api/issue-details');
    await page.getByRole('button', { name: 'Analyze' }).click();
    await page.getByRole('heading', { name: 'Analyzing Your Issue' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    const answered = page.waitForResponse('**/api/issue-details');
    held.release();
    const first = (await (await answered).json()) as Ids;
    await page.unroute('**/api/issue-details');

    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Vehicle Issue Details' }).waitFor();
    const saved = await analyzeAgain(page);
    expect(saved).toMatchObject({ issueId: first.issueId, diagnosticId: first.diagnosticId });
  });

  it('makes a new analysis once the owner changes the description', async () => {
    const { page } = await site.newPage();
    await openIssueStep(page);
    const first = await analyzeAgain(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/steps/issue-details');
    await page.getByRole('textbox', { name: /describe/i }).fill('The brakes squeal at low speed.');
    const second = await analyzeAgain(page);
    expect(second.issueId).not.toBe(first.issueId);
    expect(second.diagnosticId).not.toBe(first.diagnosticId);
  });
});
