import { paths } from './paths';

/**
 * A route with a parameter is a page only for some values; any other renders Not Found. The
 * server is given those pages, not the pattern, so it can answer 404 for the rest.
 */
const PAGES_OF_ROUTE: Readonly<Record<string, readonly string[]>> = {
  [paths.confirmation]: [paths.confirmationRecommendations, paths.confirmationManaged],
};

/** The router's paths as the server matches them: the catch-all left out, parameters spelled out. */
export function serverRoutePaths(routePaths: readonly string[]): string[] {
  return routePaths
    .filter((path) => path !== '*')
    .flatMap((path) => PAGES_OF_ROUTE[path] ?? [path]);
}
