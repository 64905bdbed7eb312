import type { Page } from 'playwright-core';

export interface PageErrorLog {
  /** Exceptions and unhandled rejections the page did not catch. */
  readonly uncaught: readonly Error[];
  /** `console.error` lines, kept for the failure message; the spec logs handled failures there. */
  readonly consoleErrors: readonly string[];
  /** Throws, listing every uncaught error, when there was any. */
  expectNoUncaught(): void;
}

/** Starts recording at once: attach it before the first navigation so nothing is missed. */
export function collectPageErrors(page: Page): PageErrorLog {
  const uncaught: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return {
    uncaught,
    consoleErrors,
    expectNoUncaught() {
      if (uncaught.length === 0) return;
      const errors = uncaught.map((error) => `  ${error.stack ?? error.message}`).join('\n');
      const logged = consoleErrors.map((line) => `  ${line}`).join('\n');
      throw new Error(
        `${uncaught.length} uncaught page error(s) on ${page.url()}:\n${errors}` +
          (logged ? `\nconsole errors:\n${logged}` : ''),
      );
    },
  };
}
