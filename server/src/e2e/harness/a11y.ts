import { readFileSync } from 'node:fs';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA, the level the product aims for. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail a test; minor and moderate ones are reported by checkA11y only. */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

let axeSource: string | undefined;

interface AxeWindow {
  axe: { run(options: RunOptions): Promise<AxeResults> };
}

/** Runs axe-core on the page as it is now and returns every violation found. */
export async function checkA11y(page: Page): Promise<Result[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol rather than added as an inline <script>: the
  // server's Content-Security-Policy (script-src 'self') rightly blocks inline scripts, and
  // turning CSP off for the tests would hide the app's own CSP breakages.
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = globalThis as unknown as AxeWindow;
    const results = await axe.run({ runOnly: { type: 'tag', values: tags } });
    return results.violations;
  }, A11Y_TAGS);
}

/** One line per violation: rule, impact, what it asks for, and where (first few elements). */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
      return `  ${violation.id} [${violation.impact}] ${violation.help}: ${targets.join(', ')}${more}`;
    })
    .join('\n');
}

/** Fails on serious or critical violations; returns all of them for further checks. */
export async function expectAccessible(page: Page): Promise<Result[]> {
  const violations = await checkA11y(page);
  const blocking = violations.filter((v) => v.impact && BLOCKING.includes(v.impact));
  if (blocking.length > 0) {
    throw new Error(
      `${blocking.length} serious or critical accessibility violation(s) on ${page.url()}:\n` +
        describeViolations(blocking),
    );
  }
  return violations;
}
