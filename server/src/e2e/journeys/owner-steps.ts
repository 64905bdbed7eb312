import type { Page } from 'playwright-core';

/**
 * What an owner does on each step, written the way they do it: by visible labels and button
 * names. Shared by the journey specs so each reads as a story.
 */
export const OWNER = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  zipCode: '85253',
  year: '2016',
  make: 'Honda',
  model: 'Civic',
};

export const BRAKE_PROBLEM =
  'Grinding noise from the front wheels when I brake, and the pedal feels soft.';

export async function fillVehicleForm(page: Page): Promise<void> {
  await page.getByLabel('Full Name').fill(OWNER.name);
  await page.getByLabel('Email Address').fill(OWNER.email);
  await page.getByLabel('ZIP Code').fill(OWNER.zipCode);
  await page.getByLabel('Vehicle Year').selectOption(OWNER.year);
  await page.getByLabel('Vehicle Make').selectOption(OWNER.make);
  await page.getByLabel('Vehicle Model').selectOption(OWNER.model);
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).click();
}

export async function submitVehicle(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/steps/issue-details');
}

export async function describeProblem(page: Page, text = BRAKE_PROBLEM): Promise<void> {
  await page.getByRole('radio', { name: 'Diagnose car symptoms' }).click();
  await page.getByRole('textbox', { name: /describe/i }).fill(text);
}

export async function analyze(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Analyze' }).click();
  await page.waitForURL('**/steps/diagnostic-results');
  await page.getByText(/cause/i).first().waitFor();
}

/** Vehicle, problem and analysis, from the landing page or the vehicle step: ends on the results. */
export async function reachResults(page: Page, start: '/' | '/steps/vehicle-info' = '/') {
  await page.goto(start);
  await fillVehicleForm(page);
  await submitVehicle(page);
  await describeProblem(page);
  await analyze(page);
}

export async function continueToServiceOptions(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to Service Options' }).click();
  await page.waitForURL('**/steps/service-options');
}

export async function chooseService(page: Page, option: 'Shop Recommendations' | 'Managed Repair') {
  await page.getByRole('radio', { name: new RegExp(option) }).click();
  await page.getByRole('button', { name: 'Confirm Selection' }).click();
}

/** The toasts showing this text, in their title or their description. */
export function toast(page: Page, text: string) {
  return page.locator('.toast').filter({ hasText: text });
}

/** Waits for a toast with this title (at most one shows at a time). */
export async function expectToast(page: Page, title: string): Promise<void> {
  await toast(page, title).first().waitFor();
}

/** The server's tsconfig has no DOM types; these are the two storages the app uses. */
type StorageWindow = Record<
  'sessionStorage' | 'localStorage',
  { getItem(key: string): string | null }
>;

export async function storedItem(
  page: Page,
  storage: 'sessionStorage' | 'localStorage',
  key: string,
): Promise<string | null> {
  return page.evaluate(
    ([where, name]) => (globalThis as unknown as StorageWindow)[where].getItem(name),
    [storage, key] as const,
  );
}

export async function savedFlowState(page: Page): Promise<Record<string, string | null>> {
  return JSON.parse((await storedItem(page, 'sessionStorage', 'repairFlowState')) ?? '{}');
}
