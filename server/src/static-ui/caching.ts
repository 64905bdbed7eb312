/** Vite names every file under /assets/ by its content hash: a new build, a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages name the current hashed assets: browsers revalidate them (ETag) before each use. */
export const REVALIDATE = 'no-cache';
/** robots.txt, icons, the manifest, the sitemap: stable names, content that rarely changes. */
export const MODERATE = 'public, max-age=3600';

export function cacheControlFor(urlPath: string, type: string): string {
  if (type.startsWith('text/html')) return REVALIDATE;
  return urlPath.startsWith('/assets/') ? IMMUTABLE : MODERATE;
}

/**
 * Pages with nothing for a search engine: the flow's steps and payment set-up (they show one
 * owner's answers), developer test pages, the opt-out confirmation link and Your data. Client
 * routes match case-insensitively (React Router's default), so these do too.
 */
const UNINDEXED = [
  /^\/steps(\/|$)/,
  /^\/test-/,
  /^\/payment-info\/?$/,
  /^\/privacy-choices\/confirm\/?$/,
  /^\/your-data\/?$/,
];

export const isUnindexed = (urlPath: string): boolean =>
  UNINDEXED.some((pattern) => pattern.test(urlPath.toLowerCase()));
