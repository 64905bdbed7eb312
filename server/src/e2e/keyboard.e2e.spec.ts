import type { Page } from 'playwright-core';
import { seedFlow } from './harness/seed-flow';
import { waitForAttribute, waitForFocus } from './harness/waits';
import { withSite } from './harness/with-site';

/** Issue 5: every screen works from the keyboard alone, with a visible focus. */
const site = withSite();

type FocusWindow = {
  document: { activeElement: { textContent: string | null } | null };
  getComputedStyle(element: unknown): { outlineStyle: string; outlineWidth: string };
};

/** The focused element's text and whether its focus outline shows. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as FocusWindow;
    const element = document.activeElement;
    const style = element ? getComputedStyle(element) : null;
    return {
      text: element?.textContent?.trim() ?? '',
      outlined: style !== null && style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
    };
  });
}

describe('an owner using only the keyboard', () => {
  it('skips to the content first, with the focus ring showing', async () => {
    const { page } = await site.newPage();
    await page.goto('/faqs');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = await focused(page);
    expect(skip.text).toBe('Skip to content');
    expect(skip.outlined).toBe(true);
    await page.keyboard.press('Enter');
    await waitForFocus(page, 'main');
  });

  it('opens an FAQ answer with Enter', async () => {
    const { page } = await site.newPage();
    await page.goto('/faqs');
    const first = page.locator('#main button[aria-expanded]').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await waitForAttribute(first, 'aria-expanded', 'true');
    expect((await focused(page)).outlined).toBe(true);
  });

  it('moves between FAQ questions with the arrow keys, Home and End, and keeps several open', async () => {
    const { page } = await site.newPage();
    await page.goto('/faqs');
    const questions = page.locator('#main button[aria-expanded]');
    await expect(questions.count()).resolves.toBe(12);
    // Wait for hydration: a question opens on Enter only once the page's script runs.
    await questions.first().focus();
    await page.keyboard.press('Enter');
    await waitForAttribute(questions.first(), 'aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).text).toBe(await questions.nth(1).textContent());
    await page.keyboard.press(' ');
    await waitForAttribute(questions.nth(1), 'aria-expanded', 'true');
    // The first answer stays open beside the second.
    await expect(questions.first().getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('End');
    expect((await focused(page)).text).toBe(await questions.last().textContent());
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).text).toBe(await questions.first().textContent());
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    expect((await focused(page)).text).toBe(await questions.first().textContent());
    await page.keyboard.press('Enter');
    await waitForAttribute(questions.first(), 'aria-expanded', 'false');
    const answer = page.getByRole('region', { name: await questions.nth(1).innerText() });
    await expect(answer.isVisible()).resolves.toBe(true);
  });

  it('chooses a help type with the arrow keys', async () => {
    const { page } = await site.newPage();
    await seedFlow(page, { currentStep: 'issue-details' });
    await page.goto('/steps/issue-details');
    const symptoms = page.getByRole('radio', { name: 'Diagnose car symptoms' });
    await symptoms.focus();
    await page.keyboard.press('Space');
    await waitForAttribute(symptoms, 'aria-checked', 'true');
    // Radix checks the next radio when focus arrives while an arrow key is still down (it
    // moves focus from a queued task), so hold the key as a person does rather than 0 ms.
    await page.keyboard.press('ArrowDown', { delay: 50 });
    const estimate = page.getByRole('radio', { name: 'Review a shop estimate' });
    await waitForAttribute(estimate, 'aria-checked', 'true');
    await waitForAttribute(symptoms, 'aria-checked', 'false');
  });

  it('picks a repair date from the calendar with the keyboard', async () => {
    const { page } = await site.newPage();
    await seedFlow(page, { managed: true, currentStep: 'managed-repair-info' });
    await page.goto('/steps/managed-repair-info');
    // Located by class: its accessible name changes from 'Pick a date' to the chosen date.
    const trigger = page.locator('button.date-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    // DayPicker focuses today from an effect once its chunk has loaded; the next day is
    // always selectable.
    await page.locator('.rdp-day_button:focus').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.locator('.rdp-day_button').first().waitFor({ state: 'detached' });
    await expect(trigger.textContent()).resolves.toMatch(/\w+day, \w+ \d{1,2}, \d{4}/);
  });
});
