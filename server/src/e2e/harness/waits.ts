import type { Locator, Page } from 'playwright-core';

/**
 * Waits until the element's attribute reads `value`, polling in the page as Playwright does
 * for its own waits. Radix moves focus and state from a task queued after the key or click
 * event, so reading the attribute once, straight after the action, races the page.
 */
export async function waitForAttribute(
  locator: Locator,
  name: string,
  value: string,
  timeout = 5_000,
): Promise<void> {
  const selector = `[${name}="${value}"]`;
  try {
    await locator.and(locator.page().locator(selector)).waitFor({ state: 'attached', timeout });
  } catch {
    const actual = await locator.getAttribute(name, { timeout: 1_000 }).catch(() => null);
    throw new Error(
      `expected ${locator} to have ${selector} within ${timeout} ms; it has "${actual}"`,
    );
  }
}

type FocusWindow = { document: { activeElement: { id: string } | null } };

/**
 * Waits until the element with this id has the focus. Pages move focus in effects and timers
 * (after navigation, after a failed submit), a task after the change the test can see.
 */
export async function waitForFocus(page: Page, id: string, timeout = 5_000): Promise<void> {
  try {
    await page.waitForFunction(
      (expected) => (globalThis as unknown as FocusWindow).document.activeElement?.id === expected,
      id,
      { timeout },
    );
  } catch {
    const actual = await page
      .evaluate(() => (globalThis as unknown as FocusWindow).document.activeElement?.id)
      .catch(() => undefined);
    throw new Error(`expected #${id} to have the focus within ${timeout} ms; #${actual} has it`);
  }
}

type ValueWindow = { document: { querySelector(selector: string): { value?: string } | null } };

/**
 * Waits until the form field matching `selector` holds `value`. The predicate is a function,
 * not a string: once Playwright has to poll, it evaluates a string predicate with eval, which
 * the site's Content-Security-Policy (no 'unsafe-eval') refuses.
 */
export async function waitForValue(
  page: Page,
  selector: string,
  value: string,
  timeout = 5_000,
): Promise<void> {
  try {
    await page.waitForFunction(
      ([css, expected]) =>
        (globalThis as unknown as ValueWindow).document.querySelector(css)?.value === expected,
      [selector, value] as const,
      { timeout },
    );
  } catch {
    const actual = await page
      .locator(selector)
      .inputValue({ timeout: 1_000 })
      .catch(() => undefined);
    throw new Error(
      `expected ${selector} to hold "${value}" within ${timeout} ms; it holds "${actual}"`,
    );
  }
}
