import { PUBLIC_PATHS } from '../config/page-meta';

/**
 * What crawlers may fetch: never the API, the flow steps (one owner's data) or the developer
 * test pages. Those pages also answer noindex, for links found elsewhere.
 */
export const DISALLOWED_PREFIXES = ['/api/', '/steps/', '/test-'] as const;

/** robots.txt: everything else may be crawled, and the sitemap lists what should be. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml (sitemaps.org 0.9): the public pages only, at the public origin. */
export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
