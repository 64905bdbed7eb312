import type { Page } from 'playwright-core';

interface ShiftEntry {
  readonly value: number;
  readonly hadRecentInput: boolean;
}

/** The part of the page's window used here; the server build has no DOM types. */
interface ShiftWindow {
  layoutShiftScore: number;
  PerformanceObserver: new (report: (list: { getEntries(): ShiftEntry[] }) => void) => {
    observe(options: { type: 'layout-shift'; buffered: boolean }): void;
  };
}

/** Runs in the page before its own scripts (a function, not a string: the CSP forbids eval). */
function observeLayoutShifts(): void {
  const page = globalThis as unknown as ShiftWindow;
  page.layoutShiftScore = 0;
  new page.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) page.layoutShiftScore += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const scoreSoFar = () => (globalThis as unknown as ShiftWindow).layoutShiftScore;

export interface LayoutShifts {
  /** Every shift not caused by input since the document began: at least Lighthouse's CLS. */
  score(): Promise<number>;
}

/** Call before `goto` or `reload`: each document the page loads from then on is watched. */
export async function watchLayoutShifts(page: Page): Promise<LayoutShifts> {
  await page.addInitScript(observeLayoutShifts);
  return { score: () => page.evaluate(scoreSoFar) };
}
