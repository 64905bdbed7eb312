/**
 * The origin canonical URLs, Open Graph URLs, the sitemap and robots.txt name: a build
 * setting (`VITE_PUBLIC_ORIGIN`), because one build is served at one public address and a
 * page's canonical URL must not change with the host a crawler happened to use.
 */
export const DEFAULT_PUBLIC_ORIGIN = 'https://fairwrench.app';

/** `https://host[:port]`, without a path or trailing slash; unset or empty gives the default. */
export function parsePublicOrigin(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_PUBLIC_ORIGIN;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`VITE_PUBLIC_ORIGIN: "${value}" is not a URL (e.g. ${DEFAULT_PUBLIC_ORIGIN})`);
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '';
  if (!/^https?:$/.test(url.protocol) || !bare || url.username !== '') {
    throw new Error(
      `VITE_PUBLIC_ORIGIN: "${value}" must be an http(s) origin with no path (e.g. ${DEFAULT_PUBLIC_ORIGIN})`,
    );
  }
  return url.origin;
}
