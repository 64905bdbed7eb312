import type { Page, Route } from 'playwright-core';

export interface HeldRoute {
  /** Settles when the page's request reaches the route. */
  readonly arrived: Promise<void>;
  /** Lets the held request (and any later one) through to `answer`. */
  release(): void;
}

/**
 * Holds requests to `url` until released, so a test can see the page's busy state for
 * certain; then answers them with `answer` (by default, the real server's).
 */
export async function holdRoute(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<HeldRoute> {
  let release: () => void = () => undefined;
  let arrive: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(url, async (route) => {
    arrive();
    await released;
    await answer(route);
  });
  return { arrived, release };
}
