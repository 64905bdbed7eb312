import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

/** Tracked in git: the screenshots show reviewers what each page looks like. */
export const SCREENSHOT_DIR = resolve(__dirname, '../../../../docs/screenshots');

/** Only `npm run screenshots` sets it, so test runs never rewrite tracked files. */
export const screenshotsEnabled = (): boolean => process.env.SCREENSHOTS === '1';

const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Saves a full-page PNG as docs/screenshots/<name>.png; returns its path, or null when off. */
export async function screenshot(page: Page, name: string): Promise<string | null> {
  if (!FILE_NAME.test(name)) throw new Error(`Screenshot name must be kebab-case: ${name}`);
  if (!screenshotsEnabled()) return null;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Frozen animations and a hidden caret keep re-runs byte-stable where the page is.
  await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
  return path;
}
